// pt-BR texts used by more than one feature, verbatim from SPEC.md section 8.

export const notFoundTexts = {
  title: 'Página não encontrada',
  description: 'Parece que você se perdeu no caminho para o altar. A página que você procura não existe.',
  back: 'Voltar à página inicial',
} as const;
