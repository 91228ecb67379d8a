// "Presentes recebidos" (issue 10): each gift with its guest, message, amounts, method, status and
// date; search, CSV, and the couple's thank-you, e-mailed to the guest.
import { z } from 'zod';
import { cents, count, instant } from '../api-fields.ts';
import { queryPage, querySearch, queryStatus } from '../list-query.ts';
import { guestPaymentSchema } from './gift-payment.ts';
import { type PaymentStatus, paymentStatuses } from './statuses.ts';

export const giftStatusLabels: Record<PaymentStatus, string> = {
  concluido: 'Concluído',
  pendente: 'Pendente',
  recusado: 'Recusado',
  expirado: 'Expirado',
  estornado: 'Estornado',
  contestado: 'Contestado',
};

export const receivedGiftSchema = guestPaymentSchema.extend({
  id: z.string(),
  guestName: z.string(),
  guestEmail: z.string().nullable(),
  message: z.string().nullable(),
  netCents: cents,
  releaseAt: instant.nullable(),
  thankedAt: instant.nullable(),
  thankYouMessage: z.string().nullable(),
  /** Paid after the gift's stock ran out (a late boleto): credited, and worth a word with the guest. */
  overStock: z.boolean(),
});
export type ReceivedGift = z.infer<typeof receivedGiftSchema>;

export const overStockTexts = {
  badge: 'Presente acima do estoque',
  hint: 'Pago depois que o estoque deste presente acabou (por exemplo, um boleto pago com atraso). O valor entrou na sua carteira normalmente; combine com o convidado se quiser trocar o presente.',
} as const;

export const receivedGiftsQuery = z.object({
  q: querySearch(100),
  status: queryStatus(paymentStatuses),
  page: queryPage(),
});

export const receivedGiftsPageSchema = z.object({
  gifts: z.array(receivedGiftSchema),
  total: count,
  pageSize: count,
  /** Over every confirmed gift, whatever the filter. */
  totals: z.object({ count, netCents: cents }),
});
export type ReceivedGiftsPage = z.infer<typeof receivedGiftsPageSchema>;

export const thankYouMessages = {
  required: 'Escrevam uma mensagem de agradecimento.',
  tooLong: 'A mensagem pode ter até 1.000 caracteres.',
  noEmail: 'Este convidado não deixou e-mail para receber o agradecimento.',
  notConfirmed: 'Só é possível agradecer presentes com pagamento confirmado.',
  sent: 'Agradecimento enviado!',
  unchanged: 'Este agradecimento já foi enviado. Para enviar de novo, mudem o texto.',
  limit: 'Este convidado já recebeu 3 agradecimentos por este presente.',
} as const;

/** The most thank-you e-mails one gift may send: the first and two corrected ones. */
export const MAX_THANK_YOUS = 3;

export const thankYouBody = z.object({
  message: z.string().trim().min(1, thankYouMessages.required).max(1000, thankYouMessages.tooLong),
});
