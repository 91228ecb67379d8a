// Images the back office uploads (catalogue products, theme thumbnails, backgrounds and graphics):
// each purpose's size limit and accepted formats (SPEC 5 and 9), checked in the browser before
// sending and again on the server.
export const assetPurposes = {
  'catalog-product': { maxBytes: 10 * 1024 * 1024, formats: ['png', 'jpeg'], maxEdge: 1200 },
  'theme-thumbnail': { maxBytes: 2 * 1024 * 1024, formats: ['png', 'jpeg'], maxEdge: 1200 },
  'theme-background': { maxBytes: 5 * 1024 * 1024, formats: ['png', 'jpeg'], maxEdge: 2400 },
  'theme-graphic': { maxBytes: 2 * 1024 * 1024, formats: ['png', 'jpeg', 'webp'], maxEdge: 720 },
  'theme-block-image': { maxBytes: 10 * 1024 * 1024, formats: ['png', 'jpeg', 'webp'], maxEdge: 2400 },
  /** The landing's picture beside the hero texts (admin "Layout"). */
  'layout-hero': { maxBytes: 5 * 1024 * 1024, formats: ['png', 'jpeg', 'webp'], maxEdge: 1600 },
} as const satisfies Record<string, { maxBytes: number; formats: readonly string[]; maxEdge: number }>;

export type AssetPurpose = keyof typeof assetPurposes;

const formatNames: Record<string, string> = { png: 'PNG', jpeg: 'JPG', webp: 'WebP' };

/** "Envie uma imagem PNG ou JPG de até 2 MB." */
export function assetRuleMessage(purpose: AssetPurpose): string {
  const { maxBytes, formats } = assetPurposes[purpose];
  const names = formats.map((f) => formatNames[f] ?? f.toUpperCase());
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} ou ${names.at(-1)}` : names[0];
  return `Envie uma imagem ${list} de até ${maxBytes / (1024 * 1024)} MB.`;
}
