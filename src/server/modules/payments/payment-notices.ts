// What follows a payment or withdrawal changing: the couple's panel hears it live, and the right
// people get an e-mail (and the couple a WhatsApp notice, if they chose it). E-mails leave through
// the job queue, off the request and event paths.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { originFor } from '../../../shared/hosts.ts';
import { couples, type giftPayments, users, weddings, type withdrawals } from '../../db/schema.ts';
import { coupleOfWedding } from '../../db/wedding-couple.ts';
import { noticeExtraPaymentChange, noticeNewExtraPayment } from '../extras/extra-notices.ts';
import { publishWeddingEvent } from '../live/wedding-events.ts';
import { queueMail as queue } from '../mail/mail-job.ts';
import type { Mail } from '../mail/mailer.ts';
import { noticeGiftReceived, noticeWithdrawalPaid } from '../whatsapp/couple-notices.ts';
import { giftReceivedMail, pendingPaymentMail, receiptMail, withdrawalMail } from './payment-mails.ts';

type Payment = typeof giftPayments.$inferSelect;
type Withdrawal = typeof withdrawals.$inferSelect;

async function coupleOf(app: FastifyInstance, weddingId: string) {
  const [row] = await app.db
    .select({ email: users.email, name1: couples.name1, name2: couples.name2, slug: weddings.slug })
    .from(weddings)
    .innerJoin(couples, coupleOfWedding)
    .innerJoin(users, eq(users.id, couples.userId))
    .where(eq(weddings.id, weddingId));
  return row;
}

function paymentUrl(app: FastifyInstance, slug: string | null, token: string): string {
  const origin = originFor('noivos', app.config.baseHost, app.config.protocol);
  return `${origin}/${slug ?? '-'}/pagamento/${token}`;
}

function panelUrl(app: FastifyInstance, path: string): string {
  return `${originFor('painel', app.config.baseHost, app.config.protocol)}${path}`;
}

function queueMail(app: FastifyInstance, mail: Mail, weddingId: string): Promise<void> {
  return queue(app.jobs, mail, weddingId);
}

type Couple = NonNullable<Awaited<ReturnType<typeof coupleOf>>>;

/** An e-mail to the guest who paid: it names the couple and links back to the payment. */
function queueGuestMail(
  app: FastifyInstance,
  couple: Couple,
  payment: Payment,
  mail: typeof receiptMail | typeof pendingPaymentMail,
): Promise<void> {
  const coupleNames = `${couple.name1} & ${couple.name2}`;
  return queueMail(
    app,
    mail(payment, coupleNames, paymentUrl(app, couple.slug, payment.publicToken)),
    payment.weddingId,
  );
}

/** After a checkout: a pending PIX or boleto gets the guest a link back to it. */
export async function noticeNewPayment(app: FastifyInstance, payment: Payment): Promise<void> {
  if (payment.kind === 'servico') return noticeNewExtraPayment(app, payment);
  if (payment.status !== 'pendente' || payment.method === 'card') return;
  const couple = await coupleOf(app, payment.weddingId);
  if (!couple) return;
  await queueGuestMail(app, couple, payment, pendingPaymentMail);
}

/** After a payment's status changed (confirmed, refunded, declined...). */
export async function noticePaymentChange(app: FastifyInstance, payment: Payment): Promise<void> {
  if (payment.kind === 'servico') return noticeExtraPaymentChange(app, payment);
  // Quotas left on the guest page follow confirmed and refunded payments: dropped first, so the page
  // is stale for as short a time as possible after the payment's commit.
  await app.siteChanged(payment.weddingId);
  await publishWeddingEvent(app.db, payment.weddingId, 'gift');
  if (payment.status !== 'concluido') return;
  const couple = await coupleOf(app, payment.weddingId);
  if (!couple) return;
  await queueMail(
    app,
    giftReceivedMail(
      couple.email,
      payment,
      panelUrl(app, '/dashboard/lista-de-presentes/presentes-recebidos'),
    ),
    payment.weddingId,
  );
  await queueGuestMail(app, couple, payment, receiptMail);
  await noticeGiftReceived(app, payment);
}

/** After a withdrawal was paid or failed. */
export async function noticeWithdrawalChange(app: FastifyInstance, withdrawal: Withdrawal): Promise<void> {
  await publishWeddingEvent(app.db, withdrawal.weddingId, 'wallet');
  if (withdrawal.status !== 'pago' && withdrawal.status !== 'falhou') return;
  const couple = await coupleOf(app, withdrawal.weddingId);
  if (couple)
    await queueMail(
      app,
      withdrawalMail(couple.email, withdrawal, panelUrl(app, '/dashboard/carteira')),
      withdrawal.weddingId,
    );
  await noticeWithdrawalPaid(app, withdrawal);
}
