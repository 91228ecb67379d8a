// The states of a gift payment (transacoes_presentes.status_pagamento: concluido and pendente, and
// what else a charge can end as) and of a withdrawal, with how and for what a guest pays, shared by
// the database and every screen.
export const paymentStatuses = [
  'pendente',
  'concluido',
  'recusado',
  'expirado',
  'estornado',
  'contestado',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const withdrawalStatuses = ['solicitado', 'processando', 'pago', 'falhou'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

export const paymentMethods = ['pix', 'boleto', 'card'] as const;

/** A gift of the list, or the "gravata" (a free amount for the couple). */
export const giftPaymentKinds = ['presente', 'gravata', 'servico'] as const;
