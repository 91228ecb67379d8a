// Fixed texts of the landing page. Everything else the landing says is the marketing content the
// admin edits in "Layout" (shared/marketing-content.ts, read through useMarketingContent).
export const heroTexts = {
  searchTitle: 'Vai a um casamento?',
  searchLabel: 'Buscar casal',
  searchPlaceholder: 'Nome dos noivos',
  searchButton: 'Buscar',
} as const;
