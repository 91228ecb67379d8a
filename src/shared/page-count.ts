// "Mostrando X de Y ..." under a paged list; counts that stop at their cap read "mais de".
export interface CountedPage {
  items: readonly unknown[];
  total: number;
  totalCapped?: boolean;
}

/** "Mostrando 20 de 156 casais", "Mostrando 20 de mais de 10.000 pagamentos". */
export function shownOf(page: CountedPage, noun: string): string {
  const n = (v: number) => v.toLocaleString('pt-BR');
  return `Mostrando ${n(page.items.length)} de ${page.totalCapped ? 'mais de ' : ''}${n(page.total)} ${noun}`;
}
