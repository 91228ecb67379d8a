// The back office's money screens (DESIGN.md section 6): finances by period, every payment with its
// ledger entries and provider events, refunds, and withdrawals with a retry for failed ones.
import { z } from 'zod';
import { paymentStatuses, withdrawalStatuses } from './payments/statuses.ts';

export const ADMIN_MONEY_PAGE_SIZE = 25;
/** Counts stop here: "Mostrando 25 de mais de 10.000 pagamentos" (as couples and the catalogue). */
export const ADMIN_COUNT_CAP = 10_000;
const day = z.iso.date({ error: 'Informe a data no formato AAAA-MM-DD.' });

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

export const financePeriods = ['dia', 'semana', 'mes'] as const;
export type FinancePeriod = (typeof financePeriods)[number];
export const financePeriodLabels: Record<FinancePeriod, string> = {
  dia: 'Dia',
  semana: 'Semana',
  mes: 'Mês',
};

export const financesQuerySchema = z.object({
  periodo: z.enum(financePeriods, { error: 'Período inválido.' }).default('dia'),
  de: day.optional(),
  ate: day.optional(),
});
export type FinancesQuery = z.infer<typeof financesQuerySchema>;

export const financeRowSchema = z.object({
  /** The bucket's first day (`YYYY-MM-DD`, São Paulo). */
  start: z.string(),
  gifts: z.number().int(),
  giftVolumeCents: z.number().int(),
  refundsCents: z.number().int(),
  feeRevenueCents: z.number().int(),
  payoutsCents: z.number().int(),
  /** Couples' money at the bucket's end: not yet released, and released (and not withdrawn). */
  pendingCents: z.number().int(),
  availableCents: z.number().int(),
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
  status: z.enum(['todos', ...paymentStatuses], { error: 'Status inválido.' }).default('todos'),
  metodo: z
    .enum(['todos', 'pix', 'boleto', 'card'], { error: 'Forma de pagamento inválida.' })
    .default('todos'),
  de: day.optional(),
  ate: day.optional(),
  casal: z.string().trim().max(80, { error: 'A busca deve ter no máximo 80 caracteres.' }).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type PaymentsQuery = z.infer<typeof paymentsQuerySchema>;

export const adminPaymentRowSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  weddingId: z.uuid(),
  coupleNames: z.string(),
  contributorName: z.string(),
  contributorEmail: z.string().nullable(),
  itemName: z.string(),
  method: z.enum(['pix', 'boleto', 'card']),
  installments: z.number().int(),
  grossCents: z.number().int(),
  feeCents: z.number().int(),
  netCents: z.number().int(),
  feeBasisPoints: z.number().int(),
  status: z.enum(paymentStatuses),
});
export type AdminPaymentRow = z.infer<typeof adminPaymentRowSchema>;

export const adminPaymentPageSchema = z.object({
  items: z.array(adminPaymentRowSchema),
  total: z.number().int(),
  /** Capped at ADMIN_COUNT_CAP; `totalCapped` says there are more ("mais de 10.000"). */
  totalCapped: z.boolean(),
  pageSize: z.number().int(),
});
export type AdminPaymentPage = z.infer<typeof adminPaymentPageSchema>;

export const adminPaymentDetailsSchema = adminPaymentRowSchema.extend({
  provider: z.string(),
  providerChargeId: z.string().nullable(),
  feePayer: z.enum(['couple', 'guests']),
  failureReason: z.string().nullable(),
  releaseAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  ledger: z.array(
    z.object({
      id: z.uuid(),
      kind: z.string(),
      account: z.string(),
      amountCents: z.number().int(),
      availableAt: z.string(),
      createdAt: z.string(),
    }),
  ),
  events: z.array(
    z.object({
      id: z.uuid(),
      type: z.string(),
      eventId: z.string(),
      receivedAt: z.string(),
      processedAt: z.string().nullable(),
      attempts: z.number().int(),
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
};

export const ledgerKindLabels: Record<string, string> = {
  gift_payment: 'Pagamento de presente',
  refund: 'Estorno',
  chargeback: 'Contestação',
  withdrawal: 'Saque solicitado',
  payout: 'Saque pago',
  payout_failed: 'Saque devolvido',
};

// ---- Withdrawals --------------------------------------------------------------------------------

export const withdrawalsQuerySchema = z.object({
  status: z.enum(['todos', ...withdrawalStatuses], { error: 'Status inválido.' }).default('todos'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type WithdrawalsQuery = z.infer<typeof withdrawalsQuerySchema>;

export const adminWithdrawalRowSchema = z.object({
  id: z.uuid(),
  weddingId: z.uuid(),
  coupleNames: z.string(),
  amountCents: z.number().int(),
  pixKeyType: z.enum(['cpf', 'email', 'telefone', 'aleatoria']),
  pixKey: z.string(),
  status: z.enum(withdrawalStatuses),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  /** The withdrawal an admin's retry of this one created. */
  retryId: z.uuid().nullable(),
});
export type AdminWithdrawalRow = z.infer<typeof adminWithdrawalRowSchema>;

export const adminWithdrawalPageSchema = z.object({
  items: z.array(adminWithdrawalRowSchema),
  total: z.number().int(),
  /** Capped at ADMIN_COUNT_CAP; `totalCapped` says there are more ("mais de 10.000"). */
  totalCapped: z.boolean(),
  pageSize: z.number().int(),
});
export type AdminWithdrawalPage = z.infer<typeof adminWithdrawalPageSchema>;
