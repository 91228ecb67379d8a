// A couple buys a platform service (issue 23) through the guests' checkout: the order, its page on
// the couples' host, the payment, the platform_extras ledger account (never the couple's wallet),
// the receipt, and a refund that ends the service.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { extrasMessages, receiptLabel } from '../../../shared/extras.ts';
import type { ExtraReceipt, ExtrasOverview } from '../../../shared/extras-api.ts';
import { formatBRL } from '../../../shared/money.ts';
import { checkoutMessages } from '../../../shared/payments/checkout.ts';
import {
  extraOrders,
  giftPayments,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  weddings,
} from '../../db/schema.ts';
import { signedInAdmin } from '../../testing/admins.ts';
import { type SignedInCouple, signedInCouple } from '../../testing/couples.ts';
import {
  boughtExtra,
  extraOrderRow,
  orderExtra,
  payExtraByForm,
  publishedSiteCouple,
} from '../../testing/extras.ts';
import { mailTo } from '../../testing/outbox.ts';
import { eventually } from '../../testing/payments.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const t: TestApp = await createTestApp();
const { db } = t;

const publishedCouple = (ip: string) => publishedSiteCouple(t.app, db, ip);

const order = orderExtra;
const boughtKeepsake = (couple: SignedInCouple) =>
  boughtExtra(t.app, db, couple, { service: 'copia_do_site' });
const orderRow = (orderId: string) => extraOrderRow(db, orderId);

describe('couple purchases', () => {
  it('sells the keepsake at the settings price on the guests checkout, without message or gift fee', async () => {
    const couple = await publishedCouple('10.61.0.1');
    const res = await order(couple, { service: 'copia_do_site' });
    expect(res.statusCode, res.body).toBe(201);
    const { checkoutUrl } = res.json() as { checkoutUrl: string };
    expect(checkoutUrl).toMatch(new RegExp(`/${couple.wedding.slug}/servicos/[\\w-]{32}$`));

    const page = await couple.b.get('noivos', new URL(checkoutUrl).pathname);
    expect(page.statusCode, page.body.slice(0, 300)).toBe(200);
    expect(page.body).toContain('Cópia do site');
    expect(page.body).toContain('Valor do serviço');
    expect(page.body).toContain(`Pagar ${formatBRL(3990)}`);
    expect(page.body).not.toContain('name="message"');
    expect(page.body).not.toContain('Taxa');

    // Asked again before paying: the same order, not a second one.
    const again = await order(couple, { service: 'copia_do_site' });
    expect(again.json().checkoutUrl).toBe(checkoutUrl);

    // A wrong CPF is refused on its field and nothing is charged.
    const wrong = await payExtraByForm(couple, checkoutUrl, { cpf: '111.111.111-12' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(checkoutMessages.cpfInvalid);
    const orders = await db.select().from(extraOrders).where(eq(extraOrders.weddingId, couple.wedding.id));
    expect(orders).toHaveLength(1);
    const payments = await db
      .select()
      .from(giftPayments)
      .where(eq(giftPayments.weddingId, couple.wedding.id));
    expect(payments).toHaveLength(0);
  });

  it('books a paid purchase as platform revenue, never the couple wallet nor their gifts, with a receipt', async () => {
    const couple = await publishedCouple('10.61.0.2');
    const { orderId, paid, payment } = await boughtKeepsake(couple);
    expect(paid.receiptNumber).toBeGreaterThan(0);
    expect(payment).toMatchObject({ kind: 'servico', grossCents: 3990, feeCents: 0, status: 'concluido' });

    const entries = await db
      .select({ code: ledgerAccounts.code, amount: ledgerEntries.amountCents, kind: ledgerTransactions.kind })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerTransactions.giftPaymentId, payment.id));
    expect(entries.sort((a, b) => a.amount - b.amount)).toEqual([
      { code: 'provider_clearing', amount: -3990, kind: 'extra_payment' },
      { code: 'platform_extras', amount: 3990, kind: 'extra_payment' },
    ]);
    const wallet = (await couple.b.get('painel', `/api/weddings/${couple.wedding.id}/wallet`)).json();
    expect(wallet).toMatchObject({ totalReceivedCents: 0, pendingCents: 0, availableCents: 0 });
    const gifts = (await couple.b.get('painel', `/api/weddings/${couple.wedding.id}/gifts-received`)).json();
    expect(gifts.total).toBe(0);

    const overview = (
      await couple.b.get('painel', `/api/weddings/${couple.wedding.id}/extras`)
    ).json() as ExtrasOverview;
    expect(overview.prices).toEqual({ dominio: 5990, copia_do_site: 3990 });
    expect(overview.orders).toEqual([
      expect.objectContaining({ id: orderId, service: 'copia_do_site', receiptNumber: paid.receiptNumber }),
    ]);
    const receipt = (
      await couple.b.get('painel', `/api/weddings/${couple.wedding.id}/extras/orders/${orderId}/receipt`)
    ).json() as ExtraReceipt;
    expect(receipt).toMatchObject({
      itemName: 'Cópia do site',
      amountCents: 3990,
      method: 'pix',
      payerName: 'Lia Souza',
    });
    const mail = await mailTo(
      db,
      couple.email,
      `${receiptLabel(paid.receiptNumber as number)}: Cópia do site`,
    );
    expect(mail.text).toContain(`Valor pago: ${formatBRL(3990)} por PIX.`);

    // Bought once: a second keepsake is refused, and the paid order's link leads to its payment.
    const second = await order(couple, { service: 'copia_do_site' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(extrasMessages.alreadyBought);
  });

  it('keeps another couple out of an order and its receipt', async () => {
    const couple = await publishedCouple('10.61.0.3');
    const { orderId } = await boughtKeepsake(couple);
    const other = await publishedCouple('10.61.0.4');
    const foreign = await other.b.get(
      'painel',
      `/api/weddings/${couple.wedding.id}/extras/orders/${orderId}/receipt`,
    );
    expect(foreign.statusCode).toBe(404);
    const ownPath = await other.b.get(
      'painel',
      `/api/weddings/${other.wedding.id}/extras/orders/${orderId}/receipt`,
    );
    expect(ownPath.statusCode).toBe(404);
    // The order's page under another couple's address is not found either.
    const token = (await orderRow(orderId)).token;
    const page = await other.b.get('noivos', `/${other.wedding.slug}/servicos/${token}`);
    expect(page.statusCode).toBe(404);
  });

  it('refuses a purchase before the site is published', async () => {
    const couple = await signedInCouple(t.app, db, {}, '10.61.0.5');
    const res = await order(couple, { service: 'copia_do_site' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(extrasMessages.siteNotPublished);
  });

  it('cancels the service when the back office refunds it, and tells the couple', async () => {
    const couple = await publishedCouple('10.61.0.6');
    const { orderId, payment } = await boughtKeepsake(couple);
    const { b } = await signedInAdmin(t.app, db, '10.61.0.7');
    const refund = await b.post('admin', `/api/admin/payments/${payment.id}/refund`);
    expect(refund.statusCode, refund.body).toBe(200);
    const after = await orderRow(orderId);
    expect(after.status).toBe('estornado');
    expect(after.refundedAt).not.toBeNull();
    const kinds = await db
      .select({ kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.giftPaymentId, payment.id));
    expect(kinds.map((k) => k.kind).sort()).toEqual(['extra_payment', 'extra_refund']);
    await mailTo(db, couple.email, 'Cópia do site: pagamento estornado');
    // Refunded, it can be bought again.
    const again = await order(couple, { service: 'copia_do_site' });
    expect(again.statusCode).toBe(201);
    const [w] = await db
      .select()
      .from(weddings)
      .where(and(eq(weddings.id, couple.wedding.id)));
    expect(w?.sitePublished).toBe(true);
  });

  it('keeps the service when a second payment of one order is refunded, and ends it with the last', async () => {
    const couple = await publishedCouple('10.61.0.8');
    const res = await order(couple, { service: 'copia_do_site' });
    const { orderId, checkoutUrl } = res.json() as { orderId: string; checkoutUrl: string };
    // Two tabs, two PIX codes, both paid.
    expect((await payExtraByForm(couple, checkoutUrl)).statusCode).toBe(303);
    expect((await payExtraByForm(couple, checkoutUrl)).statusCode).toBe(303);
    const payments = await db.select().from(giftPayments).where(eq(giftPayments.extraOrderId, orderId));
    expect(payments).toHaveLength(2);
    for (const p of payments)
      await t.app.payments.sandbox?.setChargeState(p.providerChargeId as string, 'paid');
    await eventually(async () => {
      const rows = await db.select().from(giftPayments).where(eq(giftPayments.extraOrderId, orderId));
      return rows.every((r) => r.status === 'concluido');
    });
    const { b } = await signedInAdmin(t.app, db, '10.61.0.9');
    const [first, second] = payments as [(typeof payments)[0], (typeof payments)[0]];
    expect((await b.post('admin', `/api/admin/payments/${first.id}/refund`)).statusCode).toBe(200);
    expect((await orderRow(orderId)).status).not.toBe('estornado');
    expect((await b.post('admin', `/api/admin/payments/${second.id}/refund`)).statusCode).toBe(200);
    expect((await orderRow(orderId)).status).toBe('estornado');
  });
});
