// The couple thanks a guest: the message is e-mailed to the guest (through the job queue) and the
// gift is marked thanked, with the message kept so the couple sees what they wrote.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { thankYouMessages } from '../../../shared/payments/gifts-received.ts';
import { couples, giftPayments, weddings } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { composeMail } from '../mail/templates.ts';
import { MAIL_JOB } from '../payments/payment-notices.ts';

export async function thankGuest(
  app: FastifyInstance,
  weddingId: string,
  paymentId: string,
  message: string,
) {
  const [row] = await app.db
    .select({ payment: giftPayments, name1: couples.name1, name2: couples.name2, slug: weddings.slug })
    .from(giftPayments)
    .innerJoin(weddings, eq(weddings.id, giftPayments.weddingId))
    .innerJoin(couples, eq(couples.userId, weddings.coupleId))
    .where(and(eq(giftPayments.id, paymentId), eq(giftPayments.weddingId, weddingId)));
  if (!row) throw new AppError('PAYMENT_NOT_FOUND');
  const { payment } = row;
  if (payment.status !== 'concluido') throw new AppError('VALIDATION', thankYouMessages.notConfirmed);
  if (!payment.contributorEmail) throw new AppError('VALIDATION', thankYouMessages.noEmail);
  const couple = `${row.name1 ?? ''} & ${row.name2 ?? ''}`;
  const [updated] = await app.db
    .update(giftPayments)
    .set({ thankedAt: new Date(), thankYouMessage: message })
    .where(eq(giftPayments.id, payment.id))
    .returning();
  await app.jobs.send(
    MAIL_JOB,
    composeMail({
      to: payment.contributorEmail,
      subject: `${couple} agradecem o seu presente`,
      title: `Um recado de ${couple}`,
      lines: [message, `Presente: ${payment.itemName}.`],
      action: {
        label: 'Visitar o site dos noivos',
        url: `${app.config.protocol}://noivos.${app.config.baseHost}/${row.slug ?? ''}`,
      },
    }),
  );
  return updated ?? payment;
}
