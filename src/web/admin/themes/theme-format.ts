// Dates of the themes studio as admins read them: "21/11/2026" and "21/11/2026 às 14:32".
const date = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
});
const time = new Intl.DateTimeFormat('pt-BR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

export const formatDay = (iso: string): string => date.format(new Date(iso));
export const formatMoment = (iso: string): string => `${formatDay(iso)} às ${time.format(new Date(iso))}`;

/** "1 site", "3 sites" */
export const sitesCount = (n: number): string => (n === 1 ? '1 site' : `${n} sites`);
