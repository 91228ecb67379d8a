// The couple thanks a guest: the message is e-mailed to the guest (through the job queue) and the
// gift is marked thanked, with the message kept so the couple sees what they wrote. One e-mail per
// gift: sending again needs a changed text, and MAX_THANK_YOUS is the most, so the form cannot be
// used to flood a guest's inbox.
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MAX_THANK_YOUS, thankYouMessages } from '../../../shared/payments/gifts-received.ts';
import { couples, giftPayments, weddings } from '../../db/schema.ts';
import { coupleOfWedding } from '../../db/wedding-couple.ts';
import { AppError } from '../../http/errors.ts';
import { queueMail } from '../mail/mail-job.ts';
import { composeMail } from '../mail/templates.ts';
import { giftsOnly } from '../payments/gifts-only.ts';

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
    .innerJoin(couples, coupleOfWedding)
    .where(and(eq(giftPayments.id, paymentId), eq(giftPayments.weddingId, weddingId), giftsOnly));
  if (!row) throw new AppError('PAYMENT_NOT_FOUND');
  const { payment } = row;
  if (payment.status !== 'concluido') throw new AppError('VALIDATION', thankYouMessages.notConfirmed);
  if (!payment.contributorEmail) throw new AppError('VALIDATION', thankYouMessages.noEmail);
  const couple = `${row.name1 ?? ''} & ${row.name2 ?? ''}`;
  // Checked in the update itself, so two sends at once cannot both pass.
  const [updated] = await app.db
    .update(giftPayments)
    .set({
      thankedAt: new Date(),
      thankYouMessage: message,
      thankYouCount: sql`${giftPayments.thankYouCount} + 1`,
    })
    .where(
      and(
        eq(giftPayments.id, payment.id),
        lt(giftPayments.thankYouCount, MAX_THANK_YOUS),
        or(isNull(giftPayments.thankYouMessage), ne(giftPayments.thankYouMessage, message)),
      ),
    )
    .returning();
  if (!updated) {
    const [now] = await app.db
      .select({ count: giftPayments.thankYouCount })
      .from(giftPayments)
      .where(eq(giftPayments.id, payment.id));
    throw new AppError((now?.count ?? 0) >= MAX_THANK_YOUS ? 'THANK_YOU_LIMIT' : 'THANK_YOU_UNCHANGED');
  }
  await queueMail(
    app.jobs,
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
    weddingId,
  );
  return updated;
}
