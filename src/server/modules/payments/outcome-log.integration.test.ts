// Money outcomes leave one structured log line each (money-outcome-log.ts), with ids and centavos
// only: the guest's name, e-mail, CPF and link token, and the couple's PIX key, never appear.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftPayments, withdrawals } from '../../db/schema.ts';
import { checkout, eventually, GUEST_CPF, guestBody, paymentRow } from '../../testing/payments.ts';
import { readyToWithdraw, releasedGift, withdraw } from '../../testing/payout.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const lines: Record<string, unknown>[] = [];
const t: TestApp = await createTestApp(
  { LOG_LEVEL: 'info' },
  { logStream: { write: (line: string) => lines.push(JSON.parse(line)) } },
);

const outcome = (event: string, key: string, id: string) =>
  eventually(async () => lines.find((l) => l.event === event && l[key] === id));

/** The outcome lines (the dev outbox mailer logs whole e-mails; production sends them by SMTP). */
function expectNoPersonalData(...secrets: string[]) {
  const all = JSON.stringify(lines.filter((l) => l.event));
  expect(all).not.toBe('[]');
  for (const s of [...secrets, GUEST_CPF, GUEST_CPF.replace(/\D/g, ''), 'Tia Cida'])
    expect(all).not.toContain(s);
}

describe('money outcome log', () => {
  it('writes one line when a PIX charge is paid, with ids and centavos and no personal data', async () => {
    const couple = await readyToWithdraw(t.app, t.database.db);
    const guest = guestBody({ itemId: couple.items.panelas.id });
    const { view } = await checkout(t.app, couple.slug, guest);
    const row = await paymentRow(t.database.db, view.token);
    await t.app.payments.sandbox?.setChargeState(row.providerChargeId as string, 'paid');
    const line = await outcome('charge paid', 'paymentId', row.id);
    expect(line).toMatchObject({
      level: 30,
      msg: 'charge paid',
      source: 'webhook',
      weddingId: couple.wedding.id,
      status: 'concluido',
      method: 'pix',
      grossCents: row.grossCents,
      feeCents: row.feeCents,
      netCents: row.netCents,
    });
    expect(lines.filter((l) => l.event === 'charge paid' && l.paymentId === row.id)).toHaveLength(1);
    expectNoPersonalData(guest.email, view.token);
  });

  it('writes a failed charge when the checkout declines a card', async () => {
    const couple = await readyToWithdraw(t.app, t.database.db);
    const guest = guestBody({
      itemId: couple.items.panelas.id,
      method: 'card',
      card: { holderName: 'CIDA SOUZA', expiry: '12/30', cvv: '123', number: '4000000000000002' },
    });
    const { res } = await checkout(t.app, couple.slug, guest, '10.20.7.1');
    expect(res.statusCode).toBe(402);
    const [row] = await t.database.db
      .select()
      .from(giftPayments)
      .where(eq(giftPayments.weddingId, couple.wedding.id));
    if (!row) throw new Error('the declined payment was not recorded');
    expect(row.status).toBe('recusado');
    expect(await outcome('charge failed', 'paymentId', row.id)).toMatchObject({
      source: 'checkout',
      method: 'card',
      grossCents: row.grossCents,
    });
    expectNoPersonalData(guest.email, row.publicToken, 'CIDA SOUZA', '4000000000000002');
  });

  it('writes when a payout is sent and when it is paid, without the PIX key', async () => {
    const couple = await readyToWithdraw(t.app, t.database.db, {
      key: { type: 'telefone', key: '+5511912345678' },
    });
    await releasedGift(t.app, t.database.db, couple, 20_000);
    const res = await withdraw(couple, 19_222);
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;
    expect(await outcome('payout sent', 'withdrawalId', id)).toMatchObject({
      source: 'payout-job',
      amountCents: 19_222,
      weddingId: couple.wedding.id,
    });
    expect(await outcome('payout paid', 'withdrawalId', id)).toMatchObject({ amountCents: 19_222 });
    const [w] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(w?.status).toBe('pago');
    expectNoPersonalData('+5511912345678', '11912345678');
  });
});
