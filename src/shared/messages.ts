// pt-BR texts used by more than one feature, verbatim from SPEC.md section 8.

/** Deleting a section (SPEC 2.8), in the themes studio and the couple's site editor alike. */
export const sectionDeleteTexts = {
  title: 'Confirmar Exclusão',
  text: 'Tem certeza que deseja excluir esta seção? Esta ação não pode ser desfeita.',
  confirm: 'Excluir',
} as const;

export const notFoundTexts = {
  title: 'Página não encontrada',
  description: 'Parece que você se perdeu no caminho para o altar. A página que você procura não existe.',
  back: 'Voltar à página inicial',
} as const;

/** A moment when the database does not answer (a restart, a failover): nothing was changed. */
export const unavailableTexts = {
  title: 'Instabilidade momentânea',
  message: 'Estamos com uma instabilidade momentânea. Tente novamente em alguns segundos.',
} as const;
