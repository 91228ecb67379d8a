// The back office's money screens (DESIGN.md section 6): finances by period, every payment with its
// ledger entries and provider events, refunds, and withdrawals with a retry for failed ones.
import { z } from 'zod';
import { basisPoints, cents, count, instant } from './api-fields.ts';
import { choices } from './choices.ts';
import { feePayers } from './gift-list.ts';
import { cappedPageOf, queryPage, querySearch, queryStatus, searchTooLong } from './list-query.ts';
import { giftPaymentRowSchema } from './payments/gift-payment.ts';
import { paymentMethods, paymentStatuses, withdrawalStatuses } from './payments/statuses.ts';
import { withdrawalStatusLabels, withdrawalViewSchema } from './payments/wallet.ts';

export const ADMIN_MONEY_PAGE_SIZE = 25;
const day = z.iso.date({ error: 'Informe a data no formato AAAA-MM-DD.' });
const statusInvalid = 'Status inválido.';

export const adminMoneyMessages = {
  refundOnlyConcluded: 'Só pagamentos concluídos podem ser estornados.',
  refunded: 'Pagamento estornado',
  refundFailed: 'Não foi possível estornar o pagamento. Tente novamente.',
  refundConfirm: 'Estornar este pagamento?',
  refundHint:
    'O valor volta ao convidado pelo provedor, e o saldo do casal e a taxa da plataforma são ajustados no razão.',
  retryOnlyFailed: 'Só saques que falharam podem ser tentados de novo.',
  retried: 'Nova tentativa de saque enviada',
  retryFailed: 'Não foi possível tentar o saque de novo.',
  periodOrder: 'A data inicial deve ser anterior à final.',
  periodTooLong: 'Escolha um período menor (até 400 dias, semanas ou meses).',
} as const;

// ---- Finances -----------------------------------------------------------------------------------

export const { values: financePeriods, labels: financePeriodLabels } = choices({
  dia: 'Dia',
  semana: 'Semana',
  mes: 'Mês',
});
export type FinancePeriod = (typeof financePeriods)[number];

export const financesQuerySchema = z.object({
  periodo: z.enum(financePeriods, { error: 'Período inválido.' }).default('dia'),
  de: day.optional(),
  ate: day.optional(),
});
export type FinancesQuery = z.infer<typeof financesQuerySchema>;

export const financeRowSchema = z.object({
  /** The bucket's first day (`YYYY-MM-DD`, São Paulo). */
  start: z.string(),
  gifts: count,
  giftVolumeCents: cents,
  refundsCents: cents,
  feeRevenueCents: cents,
  /** Couples' purchases (custom domain, keepsake), refunds netted: apart from gift fees. */
  extrasRevenueCents: cents,
  payoutsCents: cents,
  /** Couples' money at the bucket's end: not yet released, and released (and not withdrawn). */
  pendingCents: cents,
  availableCents: cents,
});
export type FinanceRow = z.infer<typeof financeRowSchema>;

export const financesSchema = z.object({
  periodo: z.enum(financePeriods),
  de: z.string(),
  ate: z.string(),
  rows: z.array(financeRowSchema),
});
export type Finances = z.infer<typeof financesSchema>;

// ---- Payments -----------------------------------------------------------------------------------

export const paymentMethodLabels = { pix: 'PIX', boleto: 'Boleto', card: 'Cartão' } as const;

export const paymentsQuerySchema = z.object({
  status: queryStatus(paymentStatuses, statusInvalid),
  metodo: queryStatus(paymentMethods, 'Forma de pagamento inválida.'),
  de: day.optional(),
  ate: day.optional(),
  casal: querySearch(80, searchTooLong),
  page: queryPage(100_000),
});
export type PaymentsQuery = z.infer<typeof paymentsQuerySchema>;

/** A back-office row of money: its id, and whose it is (the wedding and the couple's names). */
const coupleMoneyRow = { id: z.uuid(), weddingId: z.uuid(), coupleNames: z.string() };

export const adminPaymentRowSchema = giftPaymentRowSchema.extend({
  ...coupleMoneyRow,
  confirmedAt: instant.nullable(),
  installments: count,
  feeBasisPoints: basisPoints,
});
export type AdminPaymentRow = z.infer<typeof adminPaymentRowSchema>;

export const adminPaymentPageSchema = cappedPageOf(adminPaymentRowSchema).omit({ page: true });
export type AdminPaymentPage = z.infer<typeof adminPaymentPageSchema>;

export const adminPaymentDetailsSchema = adminPaymentRowSchema.extend({
  provider: z.string(),
  providerChargeId: z.string().nullable(),
  feePayer: z.enum(feePayers),
  failureReason: z.string().nullable(),
  releaseAt: instant.nullable(),
  refundedAt: instant.nullable(),
  ledger: z.array(
    z.object({
      id: z.uuid(),
      kind: z.string(),
      account: z.string(),
      amountCents: cents,
      availableAt: instant,
      createdAt: instant,
    }),
  ),
  events: z.array(
    z.object({
      id: z.uuid(),
      type: z.string(),
      eventId: z.string(),
      receivedAt: instant,
      processedAt: instant.nullable(),
      attempts: count,
      lastError: z.string().nullable(),
      payload: z.string(),
    }),
  ),
});
export type AdminPaymentDetails = z.infer<typeof adminPaymentDetailsSchema>;

export const ledgerAccountLabels: Record<string, string> = {
  couple_wallet: 'Carteira do casal',
  platform_fees: 'Taxas da plataforma',
  provider_clearing: 'Provedor de pagamentos',
  payouts_in_transit: 'Saques em trânsito',
  platform_extras: 'Serviços adicionais',
};

export const ledgerKindLabels: Record<string, string> = {
  gift_payment: 'Pagamento de presente',
  refund: 'Estorno',
  chargeback: 'Contestação',
  withdrawal: 'Saque solicitado',
  payout: 'Saque pago',
  payout_failed: 'Saque devolvido',
  extra_payment: 'Compra de serviço adicional',
  extra_refund: 'Estorno de serviço adicional',
};

// ---- Withdrawals --------------------------------------------------------------------------------

/** A status, or the failed ones nobody has retried yet: what the admin home's "A fazer" counts. */
export const withdrawalFilters = [...withdrawalStatuses, 'falhou-sem-nova-tentativa'] as const;
export type WithdrawalFilter = (typeof withdrawalFilters)[number];
export const withdrawalFilterLabels: Record<WithdrawalFilter, string> = {
  ...withdrawalStatusLabels,
  'falhou-sem-nova-tentativa': 'Falhou, sem nova tentativa',
};

export const withdrawalsQuerySchema = z.object({
  status: queryStatus(withdrawalFilters, statusInvalid),
  page: queryPage(100_000),
});
export type WithdrawalsQuery = z.infer<typeof withdrawalsQuerySchema>;

export const adminWithdrawalRowSchema = withdrawalViewSchema.extend({
  ...coupleMoneyRow,
  failedAt: instant.nullable(),
  /** The withdrawal an admin's retry of this one created. */
  retryId: z.uuid().nullable(),
});
export type AdminWithdrawalRow = z.infer<typeof adminWithdrawalRowSchema>;

export const adminWithdrawalPageSchema = cappedPageOf(adminWithdrawalRowSchema).omit({ page: true });
export type AdminWithdrawalPage = z.infer<typeof adminWithdrawalPageSchema>;
