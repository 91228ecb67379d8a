// Words of the themes studio's lists.

/** "1 site", "3 sites" */
export const sitesCount = (n: number): string => (n === 1 ? '1 site' : `${n} sites`);
