// "Minha Carteira" (issue 10): balances read from the ledger, the statement, and withdrawals by PIX.
import { z } from 'zod';
import { cents, count, instant } from '../api-fields.ts';
import { formatBRL } from '../money.ts';
import { payoutKeyViewSchema } from './payout-key.ts';
import { pixKeyTypes } from './pix.ts';
import { type WithdrawalStatus, withdrawalStatuses } from './statuses.ts';

export const walletMessages = {
  insufficient: 'O valor é maior que o saldo disponível para saque.',
  amountInvalid: 'Informe um valor em reais, como 150,00.',
  amountTooLow: 'O valor mínimo de saque é R$ 1,00.',
  requested: 'Saque solicitado! O dinheiro chega na sua conta em até 2 horas.',
  nothingAvailable: 'Ainda não há saldo disponível para saque.',
  inDebtRefused:
    'Seu saldo está negativo por um estorno ou contestação de um presente já sacado. Novos saques ficam liberados quando novos presentes cobrirem esse valor.',
  inDebt: (debtCents: number) =>
    `Seu saldo está negativo em ${formatBRL(debtCents)}: um presente foi estornado ou contestado depois que o dinheiro já tinha sido sacado. Os próximos presentes cobrem esse valor primeiro; novos saques ficam liberados quando o saldo voltar a ser positivo.`,
  underReviewRefused:
    'Seu saldo recebido por cartão está em análise pela nossa equipe. Você poderá sacar assim que a análise terminar.',
  underReview: (cardCents: number) =>
    `${formatBRL(cardCents)} recebidos por cartão estão em análise pela nossa equipe, uma proteção contra fraudes no primeiro saque. Você poderá sacar assim que a análise terminar.`,
} as const;

export const withdrawalStatusLabels: Record<WithdrawalStatus, string> = {
  solicitado: 'Solicitado',
  processando: 'Processando',
  pago: 'Pago',
  falhou: 'Falhou',
};

export const MIN_WITHDRAWAL_CENTS = 100;

export const withdrawalBody = z.object({
  amountCents: z.coerce
    .number(walletMessages.amountInvalid)
    .int(walletMessages.amountInvalid)
    .min(MIN_WITHDRAWAL_CENTS, walletMessages.amountTooLow),
  /** The page's key for this request: a double click withdraws once. */
  idempotencyKey: z.string().trim().min(8).max(80),
});
export type WithdrawalBody = z.input<typeof withdrawalBody>;

const entryKinds = ['gift_payment', 'refund', 'chargeback', 'withdrawal', 'payout_failed'] as const;

/** The ledger's balances: everything received, what is still waiting, what can be withdrawn. */
export const walletBalancesSchema = z.object({
  totalReceivedCents: cents,
  pendingCents: cents,
  availableCents: cents,
});

export const walletViewSchema = walletBalancesSchema.extend({
  /** Money still waiting, by the day it becomes available. */
  releases: z.array(z.object({ releaseAt: instant, amountCents: cents })),
  payoutKey: payoutKeyViewSchema,
  payoutMaxHours: count,
  /** What the couple owes (a negative available balance, after a refund or chargeback); 0 if nothing. */
  debtCents: cents,
  /** Card-funded money held for an admin's review before the first withdrawal; 0 if none. */
  underReviewCents: cents,
});
export type WalletView = z.infer<typeof walletViewSchema>;

export const statementEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(entryKinds),
  description: z.string(),
  amountCents: cents,
  createdAt: instant,
  availableAt: instant,
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

export const withdrawalViewSchema = z.object({
  id: z.string(),
  amountCents: cents,
  pixKeyType: z.enum(pixKeyTypes),
  pixKey: z.string(),
  status: z.enum(withdrawalStatuses),
  failureReason: z.string().nullable(),
  createdAt: instant,
  paidAt: instant.nullable(),
});
export type WithdrawalView = z.infer<typeof withdrawalViewSchema>;
