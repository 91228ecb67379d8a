import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, withdrawals } from '../../db/schema.ts';
import { mailTo } from '../../testing/outbox.ts';
import { checkoutGift, type coupleWithGiftList, eventually } from '../../testing/payments.ts';
import { readyToWithdraw, releasedGift, withdraw } from '../../testing/payout.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { SANDBOX_FAILING_PIX_KEY } from '../payment-providers/sandbox/sandbox-provider.ts';

const t: TestApp = await createTestApp();

type Couple = Awaited<ReturnType<typeof coupleWithGiftList>>;

const wallet = async (couple: Couple) =>
  (await couple.b.get('painel', `/api/weddings/${couple.wedding.id}/wallet`)).json() as {
    availableCents: number;
    pendingCents: number;
    payoutKey: { active: { type: string; key: string } | null };
  };

describe('withdrawals by PIX', () => {
  it('pays out the available balance to the active key, free, and tells the couple', async () => {
    const couple = await readyToWithdraw(t.app, t.database.db, {
      key: { type: 'telefone', key: '+5511987654321' },
    });
    await releasedGift(t.app, t.database.db, couple, 20_000);
    expect(await wallet(couple)).toMatchObject({ availableCents: 19_222, pendingCents: 0 });
    const res = await withdraw(couple, 19_222);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'solicitado', amountCents: 19_222, pixKey: '+5511987654321' });
    expect(await wallet(couple)).toMatchObject({
      availableCents: 0,
      payoutKey: { active: { type: 'telefone', key: '+5511987654321' } },
    });
    const paid = await eventually(async () => {
      const [w] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, res.json().id));
      return w?.status === 'pago' ? w : null;
    });
    expect(paid.paidAt).not.toBeNull();
    const [owner] = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, couple.user.id));
    const mail = await mailTo(t.database.db, owner?.email as string);
    expect(mail.subject).toBe('Saque de R$\u00a0192,22 enviado');
    const statement = (
      await couple.b.get('painel', `/api/weddings/${couple.wedding.id}/wallet/statement`)
    ).json();
    expect(statement.entries.map((e: { amountCents: number }) => e.amountCents)).toEqual([-19_222, 19_222]);
  });

  it('returns the money when the transfer fails', async () => {
    const couple = await readyToWithdraw(t.app, t.database.db, { key: { key: SANDBOX_FAILING_PIX_KEY } });
    await releasedGift(t.app, t.database.db, couple, 10_000);
    const res = await withdraw(couple, 5_000);
    expect(res.statusCode).toBe(201);
    await eventually(async () => {
      const [w] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, res.json().id));
      return w?.status === 'falhou';
    });
    expect((await wallet(couple)).availableCents).toBe(9_611);
  });

  it('never overdraws: 50 requests at once against R$ 96,11 pay out at most what is there', async () => {
    const couple = await readyToWithdraw(t.app, t.database.db);
    await releasedGift(t.app, t.database.db, couple, 10_000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => withdraw(couple, 1_000)));
    const accepted = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(accepted).toHaveLength(9);
    expect(refused).toHaveLength(41);
    expect(refused[0]?.json().error.message).toBe('O valor é maior que o saldo disponível para saque.');
    expect((await wallet(couple)).availableCents).toBe(611);
  });

  it('withdraws once for a double click (same key)', async () => {
    const couple = await readyToWithdraw(t.app, t.database.db);
    await releasedGift(t.app, t.database.db, couple, 10_000);
    const body = { amountCents: 3_000, idempotencyKey: randomUUID() };
    const url = `/api/weddings/${couple.wedding.id}/withdrawals`;
    const [a, b] = await Promise.all([
      couple.b.post('painel', url, body),
      couple.b.post('painel', url, body),
    ]);
    expect(a.json().id).toBe(b.json().id);
    expect((await wallet(couple)).availableCents).toBe(6_611);
  });

  it('refuses money not yet released and bad amounts, in pt-BR', async () => {
    const couple = await readyToWithdraw(t.app, t.database.db);
    const card = { number: '4111111111111111', holderName: 'CIDA', expiry: '12/30', cvv: '123' };
    await checkoutGift(t.app, couple, 'panelas', { method: 'card', card });
    expect(await wallet(couple)).toMatchObject({ availableCents: 0, pendingCents: 9_611 });
    expect((await withdraw(couple, 100)).statusCode).toBe(409);
    const tiny = await withdraw(couple, 50);
    expect(tiny.json().error.message).toBe('O valor mínimo de saque é R$ 1,00.');
  });

  it('shows a couple only its own money', async () => {
    const couple = await readyToWithdraw(t.app, t.database.db);
    const other = await readyToWithdraw(t.app, t.database.db, { ip: '10.9.0.7' });
    await releasedGift(t.app, t.database.db, other, 10_000);
    for (const path of ['wallet', 'wallet/statement', 'withdrawals']) {
      expect((await couple.b.get('painel', `/api/weddings/${other.wedding.id}/${path}`)).statusCode).toBe(
        404,
      );
    }
    const stolen = await couple.b.post('painel', `/api/weddings/${other.wedding.id}/withdrawals`, {
      amountCents: 1_000,
      idempotencyKey: randomUUID(),
    });
    expect(stolen.statusCode).toBe(404);
    expect((await wallet(other)).availableCents).toBe(9_611);
  });
});
