// What a guest sees of their payment (the checkout's answer, and the page their e-mail links to).
import { z } from 'zod';
import { paymentStatuses } from './statuses.ts';

export const paymentViewSchema = z.object({
  token: z.string(),
  status: z.enum(paymentStatuses),
  method: z.enum(['pix', 'boleto', 'card']),
  kind: z.enum(['presente', 'gravata']),
  itemName: z.string(),
  quantity: z.number().int(),
  coupleNames: z.string(),
  slug: z.string().nullable(),
  giftCents: z.number().int(),
  grossCents: z.number().int(),
  feeCents: z.number().int(),
  /** The fee rate in force when the payment was made. */
  feeBasisPoints: z.number().int(),
  feePayer: z.enum(['couple', 'guests']),
  installments: z.number().int(),
  pix: z.object({ payload: z.string(), expiresAt: z.string() }).nullable(),
  boleto: z.object({ line: z.string(), dueDate: z.string(), url: z.string().nullable() }).nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

export const paymentStatusLabels: Record<PaymentView['status'], string> = {
  pendente: 'Aguardando pagamento',
  concluido: 'Pagamento confirmado',
  recusado: 'Pagamento recusado',
  expirado: 'Prazo de pagamento expirado',
  estornado: 'Pagamento estornado',
  contestado: 'Pagamento contestado',
};
