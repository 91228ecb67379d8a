// The back office's wallets that cannot withdraw: in debt (a refund or chargeback after a
// withdrawal) and card money held for review, which an admin releases with "Liberar" (ADR 013).
import { z } from 'zod';

/** Whose wallet: the wedding, its site's address and the couple's names. */
const heldWallet = z.object({
  weddingId: z.uuid(),
  slug: z.string().nullable(),
  coupleNames: z.string(),
});

export const walletInDebtSchema = heldWallet.extend({
  debtCents: z.number().int(),
});

export const walletUnderReviewSchema = heldWallet.extend({
  /** Card-funded money confirmed within the review window. */
  cardCents: z.number().int(),
  firstCardAt: z.string(),
});

export const walletHoldsSchema = z.object({
  inDebt: z.array(walletInDebtSchema),
  underReview: z.array(walletUnderReviewSchema),
});
export type WalletHolds = z.infer<typeof walletHoldsSchema>;

export const walletHoldsMessages = {
  title: 'Carteiras bloqueadas',
  inDebtTitle: 'Carteiras com saldo negativo',
  inDebtLead:
    'Estornos ou contestações depois do saque deixaram o saldo negativo. Os próximos presentes cobrem a dívida; até lá, novos saques ficam bloqueados.',
  underReviewTitle: 'Saldos de cartão em análise',
  underReviewLead:
    'Casamentos sem nenhum saque pago que receberam por cartão acima do limite nos últimos dias. Confira os pagamentos antes de liberar.',
  release: 'Liberar',
  released: 'Saldo liberado para saque.',
  notUnderReview: 'Este casamento não tem saldo em análise.',
  noneInDebt: 'Nenhuma carteira com saldo negativo.',
  noneUnderReview: 'Nenhum saldo em análise.',
} as const;
