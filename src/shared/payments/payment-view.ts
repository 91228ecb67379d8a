// What a guest sees of their payment (the checkout's answer, and the page their e-mail links to).
import { z } from 'zod';
import { basisPoints, cents, instant } from '../api-fields.ts';
import { feePayers } from '../gift-list.ts';
import { guestPaymentSchema } from './gift-payment.ts';

export const paymentViewSchema = guestPaymentSchema.extend({
  token: z.string(),
  coupleNames: z.string(),
  slug: z.string().nullable(),
  giftCents: cents,
  /** The fee rate in force when the payment was made. */
  feeBasisPoints: basisPoints,
  feePayer: z.enum(feePayers),
  pix: z.object({ payload: z.string(), expiresAt: instant }).nullable(),
  boleto: z.object({ line: z.string(), dueDate: z.string(), url: z.string().nullable() }).nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
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
