import { getBoletoInfo, isValidBoleto } from '@brazilian-utils/brazilian-utils';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isValidBrCode, readBrCode } from '../../../shared/payments/pix.ts';
import { releaseAt } from '../../../shared/payments/release-date.ts';
import {
  giftListItems,
  giftPayments,
  ledgerEntries,
  ledgerTransactions,
  sandboxCharges,
} from '../../db/schema.ts';
import { testHosts } from '../../testing/http.ts';
import { mailTo } from '../../testing/outbox.ts';
import {
  checkout,
  checkoutGift,
  coupleWithGiftList,
  eventually,
  guestBody,
  paymentRow,
} from '../../testing/payments.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const t: TestApp = await createTestApp();

async function walletOf(couple: Awaited<ReturnType<typeof coupleWithGiftList>>) {
  const res = await couple.b.get('painel', `/api/weddings/${couple.wedding.id}/wallet`);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    totalReceivedCents: number;
    pendingCents: number;
    availableCents: number;
    releases: { releaseAt: string; amountCents: number }[];
  };
}

describe('checkout', () => {
  it('charges R$ 104,05 by PIX for a R$ 100,00 gift when guests pay the fee, and credits R$ 100,00 once paid', async () => {
    const couple = await coupleWithGiftList(t.app, t.database.db, { feePayer: 'guests' });
    const { res, view } = await checkoutGift(t.app, couple, 'panelas');
    expect(res.statusCode).toBe(201);
    expect(view).toMatchObject({
      status: 'pendente',
      method: 'pix',
      giftCents: 10_000,
      grossCents: 10_405,
      feeCents: 405,
    });
    expect(isValidBrCode(view.pix?.payload ?? '')).toBe(true);
    expect(readBrCode(view.pix?.payload ?? '')).toMatchObject({ amount: 104.05 });
    expect(Date.parse(view.pix?.expiresAt ?? '')).toBeGreaterThan(Date.now());

    // The guest's e-mail links back to the pending payment.
    const guestMail = await mailTo(
      t.database.db,
      (await paymentRow(t.database.db, view.token)).contributorEmail as string,
    );
    expect(guestMail.text).toContain(`/${couple.slug}/pagamento/${view.token}`);

    const row = await paymentRow(t.database.db, view.token);
    await t.app.payments.sandbox?.setChargeState(row.providerChargeId as string, 'paid');
    const paid = await eventually(async () => {
      const p = await paymentRow(t.database.db, view.token);
      return p.status === 'concluido' ? p : null;
    });
    expect(paid.netCents).toBe(10_000);
    expect(paid.releaseAt?.toISOString()).toBe(releaseAt(paid.confirmedAt as Date, 3).toISOString());
    expect(await walletOf(couple)).toMatchObject({
      totalReceivedCents: 10_000,
      pendingCents: 10_000,
      availableCents: 0,
      releases: [{ releaseAt: paid.releaseAt?.toISOString(), amountCents: 10_000 }],
    });
    const [item] = await t.database.db
      .select()
      .from(giftListItems)
      .where(eq(giftListItems.id, couple.items.panelas.id));
    expect(item?.quantitySold).toBe(1);
    const read = await t.app.inject({ method: 'GET', url: `/api/payments/${view.token}` });
    expect(read.json()).toMatchObject({ status: 'concluido' });
  });

  it('keeps the fee with the couple by default: R$ 100,00 paid, R$ 96,11 received, counted on the dashboard', async () => {
    const couple = await coupleWithGiftList(t.app, t.database.db);
    const { view } = await checkoutGift(t.app, couple, 'panelas', {
      method: 'card',
      card: { number: '4111 1111 1111 1111', holderName: 'CIDA SOUZA', expiry: '12/30', cvv: '123' },
    });
    expect(view).toMatchObject({
      status: 'concluido',
      grossCents: 10_000,
      feeCents: 389,
      card: { brand: 'Visa', last4: '1111' },
    });
    const wallet = await walletOf(couple);
    expect(wallet.totalReceivedCents).toBe(9_611);
    // The dashboard's counters read the same ledger.
    const summary = await couple.b.get('painel', `/api/weddings/${couple.wedding.id}/summary`);
    expect(summary.json()).toMatchObject({ giftsReceived: 1, balanceCents: 9_611 });
  });

  it('pays a card in 6 instalments and refuses a declined test card with the reason', async () => {
    const couple = await coupleWithGiftList(t.app, t.database.db);
    const card = { holderName: 'CIDA SOUZA', expiry: '12/30', cvv: '123' };
    const approved = await checkoutGift(t.app, couple, 'paris', {
      quantity: 2,
      method: 'card',
      installments: 6,
      card: { ...card, number: '5555555555554444' },
    });
    expect(approved.view).toMatchObject({
      status: 'concluido',
      installments: 6,
      grossCents: 60_000,
      card: { brand: 'Mastercard', last4: '4444' },
    });

    const declined = await checkoutGift(t.app, couple, 'panelas', {
      method: 'card',
      card: { ...card, number: '4000000000000002' },
    });
    expect(declined.res.statusCode).toBe(402);
    expect(declined.res.json().error.message).toBe(
      'Pagamento recusado pelo cartão. Confira os dados ou use outra forma de pagamento.',
    );
    const [row] = await t.database.db
      .select()
      .from(giftPayments)
      .where(eq(giftPayments.giftListItemId, couple.items.panelas.id));
    expect(row?.status).toBe('recusado');
    const moved = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.giftPaymentId, row?.id as string));
    expect(moved).toEqual([]);
  });

  it('issues a boleto whose line is valid and carries the amount', async () => {
    const couple = await coupleWithGiftList(t.app, t.database.db);
    const { view } = await checkoutGift(t.app, couple, 'panelas', { method: 'boleto' });
    const digits = view.boleto?.line.replace(/\D/g, '') ?? '';
    expect(isValidBoleto(digits)).toBe(true);
    expect(getBoletoInfo(digits)?.amount).toBe(10_000);
  });

  it("prints the payer's CPF masked on the boleto slip", async () => {
    const couple = await coupleWithGiftList(t.app, t.database.db);
    const { view } = await checkoutGift(t.app, couple, 'panelas', { method: 'boleto' });
    const slip = await t.app.inject({
      method: 'GET',
      url: `/${couple.slug}/pagamento/${view.token}/boleto`,
      headers: { host: testHosts.noivos },
    });
    expect(slip.statusCode).toBe(200);
    expect(slip.body).toContain('CPF ***.982.247-**');
    expect(slip.body).not.toContain('529.982');
    expect(slip.body).not.toContain('52998224725');
  });

  it("tells the provider what the gift is, never the couple's names (kept there after an erasure)", async () => {
    const couple = await coupleWithGiftList(t.app, t.database.db);
    const { view } = await checkoutGift(t.app, couple, 'panelas');
    const payment = await paymentRow(t.database.db, view.token);
    const [charge] = await t.database.db
      .select({ description: sandboxCharges.description })
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, payment.providerChargeId as string));
    expect(charge?.description).toBe('Jogo de panelas - lista de presentes Nosso Sim');
  });

  it('gives back the same payment for the same key, and charges once', async () => {
    const couple = await coupleWithGiftList(t.app, t.database.db);
    const body = guestBody({ itemId: couple.items.panelas.id });
    const [a, b] = await Promise.all([
      checkout(t.app, couple.slug, body),
      checkout(t.app, couple.slug, body),
    ]);
    expect(a.view.token).toBe(b.view.token);
    const charges = await t.database.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.externalReference, (await paymentRow(t.database.db, a.view.token)).id));
    expect(charges).toHaveLength(1);
  });

  it('sells quotas until none are left, and says how many remain', async () => {
    const couple = await coupleWithGiftList(t.app, t.database.db);
    const card = { number: '4111111111111111', holderName: 'CIDA', expiry: '12/30', cvv: '123' };
    const first = await checkoutGift(t.app, couple, 'paris', { quantity: 3, method: 'card', card });
    expect(first.view).toMatchObject({ status: 'concluido', quantity: 3, giftCents: 90_000 });
    const tooMany = await checkoutGift(t.app, couple, 'paris', { quantity: 8 });
    expect(tooMany.res.statusCode).toBe(409);
    expect(tooMany.res.json().error.message).toBe('Só restam 7 cotas deste presente.');
  });

  it('takes a free amount of at least R$ 10,00', async () => {
    const couple = await coupleWithGiftList(t.app, t.database.db);
    const low = await checkoutGift(t.app, couple, 'livre', { amountCents: 999 });
    expect(low.res.statusCode).toBe(400);
    expect(low.res.json().error.message).toBe('O valor mínimo é R$\u00a010,00.');
    const ok = await checkoutGift(t.app, couple, 'livre', { amountCents: 25_000 });
    expect(ok.view).toMatchObject({ giftCents: 25_000, itemName: 'Doação livre' });
  });

  it('answers bad input in pt-BR and creates nothing', async () => {
    const couple = await coupleWithGiftList(t.app, t.database.db);
    const before = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(giftPayments)
      .where(eq(giftPayments.weddingId, couple.wedding.id));
    const badCpf = await checkoutGift(t.app, couple, 'panelas', { cpf: '111.111.111-11' });
    expect(badCpf.res.statusCode).toBe(400);
    expect(badCpf.res.json().error.message).toBe('Informe um CPF válido.');
    const noName = await checkoutGift(t.app, couple, 'panelas', { name: ' ' });
    expect(noName.res.json().error.message).toBe('Informe seu nome.');
    const pixInstalments = await checkoutGift(t.app, couple, 'panelas', { installments: 3 });
    expect(pixInstalments.res.statusCode).toBe(400);
    const after = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(giftPayments)
      .where(eq(giftPayments.weddingId, couple.wedding.id));
    expect(after).toEqual(before);
  });

  it('sells nothing from a hidden list or another couple’s gift', async () => {
    const couple = await coupleWithGiftList(t.app, t.database.db);
    const other = await coupleWithGiftList(t.app, t.database.db, { ip: '10.9.0.2' });
    const foreign = await checkout(t.app, couple.slug, guestBody({ itemId: other.items.panelas.id }));
    expect(foreign.res.statusCode).toBe(404);
    expect(foreign.res.json().error.message).toBe('Este presente não está mais na lista.');
  });

  it('refunds once: the couple’s balance, the fee and the quota go back', async () => {
    const couple = await coupleWithGiftList(t.app, t.database.db);
    const card = { number: '4111111111111111', holderName: 'CIDA', expiry: '12/30', cvv: '123' };
    const { view } = await checkoutGift(t.app, couple, 'panelas', { method: 'card', card });
    const row = await paymentRow(t.database.db, view.token);
    const sandbox = t.app.payments.sandbox;
    await sandbox?.setChargeState(row.providerChargeId as string, 'refunded');
    await sandbox?.setChargeState(row.providerChargeId as string, 'refunded');
    await eventually(async () => (await paymentRow(t.database.db, view.token)).status === 'estornado');
    expect(await walletOf(couple)).toMatchObject({
      totalReceivedCents: 0,
      pendingCents: 0,
      availableCents: 0,
    });
    const [item] = await t.database.db
      .select()
      .from(giftListItems)
      .where(eq(giftListItems.id, couple.items.panelas.id));
    expect(item?.quantitySold).toBe(0);
    const txs = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.giftPaymentId, row.id));
    expect(txs.map((x) => x.kind).sort()).toEqual(['gift_payment', 'refund']);
    for (const tx of txs) {
      const [sum] = await t.database.db
        .select({ total: sql<string>`sum(${ledgerEntries.amountCents})` })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.transactionId, tx.id));
      expect(Number(sum?.total)).toBe(0);
    }
  });
});
