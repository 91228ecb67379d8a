// pt-BR texts of the panel frame and dashboard that tests assert on (SPEC 2.6, 8).
export const panelMessages = {
  loading: 'Carregando...',
  linkCopied: 'Link copiado!',
  linkCopiedDashboard: 'Link copiado para a área de transferência!',
  copyFailed: 'Não foi possível copiar o link. Copie o endereço manualmente.',
  summaryFailed: 'Não foi possível carregar o resumo do casamento.',
  addressFailed: 'Não foi possível carregar o endereço do site.',
  qrFailed: 'Não foi possível gerar o QR code.',
  shareMessage: (url: string) =>
    `Olá! Este é o site do nosso casamento, com todos os detalhes e a lista de presentes: ${url}`,
} as const;
