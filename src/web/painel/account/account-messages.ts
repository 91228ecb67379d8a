// pt-BR texts of the couple's data pages and account rights (sign-up's own messages are reused).
export const accountMessages = {
  saved: 'Dados salvos com sucesso!',
  deleted: 'Conta excluída.',
  wrongPassword: 'Senha incorreta.',
  dateHint: 'Escolham uma data a partir de hoje. Vocês podem alterá-la de novo quando quiserem.',
} as const;
