// pt-BR texts of the guest site's gift section, gift list page and gift page, written once.
export const giftTexts = {
  listsLabel: 'Listas de presentes',
  filtersLabel: 'Filtrar presentes',
  category: 'Categoria',
  allCategories: 'Todas as categorias',
  sort: 'Ordenar por',
  apply: 'Aplicar',
  give: 'Presentear',
  given: 'Presenteado',
  perQuota: 'por cota',
  empty: 'Os noivos ainda estão escolhendo os presentes desta lista. Volte em breve!',
  emptyCategory: 'Nenhum presente nesta categoria.',
  otherStores: 'Também temos lista em outras lojas',
  pagesLabel: 'Páginas de presentes',
  previous: 'Anterior',
  next: 'Próxima',
  seeAll: 'Ver todos os presentes',
  backToList: 'Voltar para a lista de presentes',
  giftOf: (names: string) => `Presente para ${names}`,
} as const;

/** "12 presentes", "1 presente". */
export function giftCount(n: number): string {
  return `${n} ${n === 1 ? 'presente' : 'presentes'}`;
}

/** The gift list page, where the home's "Ver todos os presentes" and a gift's "Voltar" lead. */
export function giftListPath(slug: string): string {
  return `/${slug}/presentes`;
}
