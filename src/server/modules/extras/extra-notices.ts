// What follows a couple's purchase changing, after its database transaction: the couple's e-mails
// (the way back to a pending payment, the receipt, the refund) and the service itself, which
// starts once paid (a domain's registration, the keepsake's build) and stops on a refund (the
// guest host's caches are dropped, so a refunded domain stops serving at once).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { EXTRAS_PANEL_PATH } from '../../../shared/extras.ts';
import { originFor } from '../../../shared/hosts.ts';
import { extraOrders, type giftPayments, users, weddings } from '../../db/schema.ts';
import { startDomainService } from '../domains/domain-hooks.ts';
import { dropKeepsake, startKeepsakeService } from '../keepsake/keepsake-hooks.ts';
import { publishWeddingEvent } from '../live/wedding-events.ts';
import { queueMail } from '../mail/mail-job.ts';
import { pendingPurchaseMail, purchaseReceiptMail, purchaseRefundMail } from './extra-mails.ts';

type Payment = typeof giftPayments.$inferSelect;

async function ownerOf(app: FastifyInstance, weddingId: string) {
  const [row] = await app.db
    .select({ email: users.email, slug: weddings.slug })
    .from(weddings)
    .innerJoin(users, eq(users.id, weddings.coupleId))
    .where(eq(weddings.id, weddingId));
  return row;
}

const panelUrl = (app: FastifyInstance) =>
  `${originFor('painel', app.config.baseHost, app.config.protocol)}${EXTRAS_PANEL_PATH}`;

/** A pending PIX or boleto: the way back to it, to the account's e-mail and the payer's. */
export async function noticeNewExtraPayment(app: FastifyInstance, payment: Payment): Promise<void> {
  if (payment.status !== 'pendente' || payment.method === 'card') return;
  const owner = await ownerOf(app, payment.weddingId);
  if (!owner) return;
  const url = `${originFor('noivos', app.config.baseHost, app.config.protocol)}/${owner.slug}/pagamento/${payment.publicToken}`;
  await queueMail(
    app.jobs,
    pendingPurchaseMail(payment.contributorEmail ?? owner.email, payment, url),
    payment.weddingId,
  );
}

/** A purchase's payment changed: the receipt and the service's start, or the refund's notice. */
export async function noticeExtraPaymentChange(app: FastifyInstance, payment: Payment): Promise<void> {
  if (!payment.extraOrderId) return;
  const [order] = await app.db.select().from(extraOrders).where(eq(extraOrders.id, payment.extraOrderId));
  if (!order) return;
  await publishWeddingEvent(app.db, payment.weddingId, 'wallet');
  const owner = await ownerOf(app, payment.weddingId);
  // The account's e-mail, and the payer's when another (the partner paid): each gets their own.
  const recipients = [...new Set([owner?.email, payment.contributorEmail].filter((e): e is string => !!e))];
  const { receiptNumber } = order;
  if (payment.status === 'concluido' && receiptNumber) {
    for (const to of recipients)
      await queueMail(
        app.jobs,
        purchaseReceiptMail(to, payment, receiptNumber, panelUrl(app)),
        payment.weddingId,
      );
    if (order.status === 'pago') {
      if (order.service === 'dominio') await startDomainService(app, order.id);
      else await startKeepsakeService(app, order.id);
    }
  } else if (payment.status === 'estornado' || payment.status === 'contestado') {
    await app.siteChanged(payment.weddingId);
    if (order.service === 'copia_do_site') await dropKeepsake(app, order.id);
    for (const to of recipients)
      await queueMail(app.jobs, purchaseRefundMail(to, payment, panelUrl(app)), payment.weddingId);
  }
}
