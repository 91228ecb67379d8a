import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payoutKeys, withdrawals } from '../../db/schema.ts';
import { browser } from '../../testing/http.ts';
import { mailTo } from '../../testing/outbox.ts';
import { coupleWithGiftList } from '../../testing/payments.ts';
import { activeKey, HOLDER_CPF, releasedGift, stepUp, withdraw } from '../../testing/payout.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const t: TestApp = await createTestApp();

type Couple = Awaited<ReturnType<typeof coupleWithGiftList>>;

async function steppedUpCouple() {
  const couple = await coupleWithGiftList(t.app, t.database.db);
  await stepUp(couple.b);
  return couple;
}

const registerKey = (couple: Couple, body: object) =>
  couple.b.post('painel', `/api/weddings/${couple.wedding.id}/payout-key`, body);

/** Registers a key in the name of the holder CPF the look-up knows. */
const registerHolderKey = (couple: Couple, pixKey: { type: string; key: string }) =>
  registerKey(couple, { holderCpf: HOLDER_CPF, pixKey });

const payoutKey = async (couple: Couple) =>
  (await couple.b.get('painel', `/api/weddings/${couple.wedding.id}/wallet`)).json().payoutKey;

const expectNoKey = async (couple: Couple) =>
  expect(await payoutKey(couple)).toEqual({ holderCpf: null, active: null, pending: null });

/** The hold e-mail's one-time cancel token. */
async function cancelToken(couple: Couple): Promise<string> {
  const mail = await mailTo(t.database.db, couple.email, 'Nova chave PIX para saques cadastrada - Nosso Sim');
  const token = /\/chave-pix\/cancelar\?token=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no cancel link in: ${mail.text}`);
  return token;
}

/** Moves the key on hold's start to the past, as if the hold were over (no sleeping). */
async function endHold(couple: Couple) {
  await t.database.db
    .update(payoutKeys)
    .set({ activeFrom: new Date(Date.now() - 1000) })
    .where(eq(payoutKeys.weddingId, couple.wedding.id));
}

describe('payout key: holder CPF and the provider look-up', () => {
  it('asks for the holder CPF the first time and checks it', async () => {
    const couple = await steppedUpCouple();
    const none = await registerKey(couple, { pixKey: { type: 'email', key: 'ana@exemplo.com' } });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('Informe o CPF do titular da conta que vai receber os saques.');
    const bad = await registerKey(couple, {
      holderCpf: '111.111.111-11',
      pixKey: { type: 'email', key: 'ana@exemplo.com' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Informe um CPF válido para o titular.');
    const badKey = await registerHolderKey(couple, { type: 'cpf', key: '111.111.111-11' });
    expect(badKey.json().error.message).toBe('Informe um CPF válido.');
    await expectNoKey(couple);
  });

  it("refuses a key the look-up says is someone else's or does not exist, changing nothing", async () => {
    const couple = await steppedUpCouple();
    for (const pixKey of [
      { type: 'email', key: 'outra.pessoa@exemplo.com' },
      { type: 'telefone', key: '(11) 98765-0000' },
      { type: 'cpf', key: '529.982.247-25' },
    ]) {
      const res = await registerHolderKey(couple, pixKey);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(
        'Essa chave PIX pertence a outra pessoa. Use uma chave em nome do titular cadastrado.',
      );
    }
    const missing = await registerHolderKey(couple, { type: 'email', key: 'naoexiste@exemplo.com' });
    expect(missing.json().error.message).toBe('Essa chave PIX não existe. Confira o que você digitou.');
    await expectNoKey(couple);
  });

  it('registers the holder once; a later key must be theirs too', async () => {
    const couple = await steppedUpCouple();
    const first = await registerKey(couple, {
      holderCpf: '390.533.447-05',
      pixKey: { type: 'cpf', key: '390.533.447-05' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().holderCpf).toBe('***.533.447-**');
    const other = await registerKey(couple, {
      holderCpf: '529.982.247-25',
      pixKey: { type: 'cpf', key: '529.982.247-25' },
    });
    expect(other.statusCode).toBe(409);
    const second = await registerKey(couple, { pixKey: { type: 'email', key: 'ana.rui@exemplo.com' } });
    expect(second.statusCode).toBe(200);
    expect(second.json().pending).toMatchObject({ type: 'email', key: 'ana.rui@exemplo.com' });
  });

  it("keeps the holder's name and bank the look-up tells, for the withdrawal review", async () => {
    const couple = await steppedUpCouple();
    expect((await registerHolderKey(couple, { type: 'email', key: 'ana@exemplo.com' })).statusCode).toBe(200);
    await endHold(couple);
    // The sandbox's DICT names the holder as the couple registered (Ana) at "Banco Sandbox".
    expect(await payoutKey(couple)).toEqual({
      holderCpf: '***.533.447-**',
      active: { type: 'email', key: 'ana@exemplo.com', holderName: 'Ana', bankName: 'Banco Sandbox' },
      pending: null,
    });
  });

  it('fills in the name and bank of a key registered again unchanged', async () => {
    const couple = await coupleWithGiftList(t.app, t.database.db);
    await activeKey(t.database.db, couple.wedding.id, { key: 'ana@exemplo.com' });
    await stepUp(couple.b);
    const res = await registerHolderKey(couple, { type: 'email', key: 'ana@exemplo.com' });
    expect(res.json()).toMatchObject({
      active: { key: 'ana@exemplo.com', holderName: 'Ana', bankName: 'Banco Sandbox' },
      pending: null,
    });
  });
});

describe('payout key: the 24-hour hold', () => {
  it('holds a new key 24 h, e-mails the couple, and withdrawals keep going to the old key', async () => {
    const couple = await coupleWithGiftList(t.app, t.database.db);
    await activeKey(t.database.db, couple.wedding.id, { key: 'antiga@exemplo.com' });
    await stepUp(couple.b);
    await releasedGift(t.app, t.database.db, couple, 10_000);
    const before = Date.now();
    const res = await registerKey(couple, { pixKey: { type: 'email', key: 'Nova@Exemplo.com' } });
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view.active).toEqual({
      type: 'email',
      key: 'antiga@exemplo.com',
      holderName: null,
      bankName: null,
    });
    expect(view.pending).toMatchObject({ type: 'email', key: 'nova@exemplo.com' });
    const holdMs = new Date(view.pending.activeFrom).getTime() - before;
    expect(holdMs).toBeGreaterThanOrEqual(24 * 3_600_000);
    expect(holdMs).toBeLessThan(24 * 3_600_000 + 60_000);
    expect(await cancelToken(couple)).toBeTruthy();

    const during = await withdraw(couple, 1_000);
    expect(during.statusCode).toBe(201);
    expect(during.json()).toMatchObject({ pixKeyType: 'email', pixKey: 'antiga@exemplo.com' });

    await endHold(couple);
    const after = await withdraw(couple, 1_000);
    expect(after.json()).toMatchObject({ pixKey: 'nova@exemplo.com' });
  });

  it('refuses a withdrawal while the only key is on hold, and with no key at all', async () => {
    const couple = await steppedUpCouple();
    await releasedGift(t.app, t.database.db, couple, 10_000);
    const none = await withdraw(couple, 1_000);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe('Cadastre uma chave PIX para receber os saques antes de sacar.');
    await registerHolderKey(couple, { type: 'email', key: 'ana@exemplo.com' });
    const held = await withdraw(couple, 1_000);
    expect(held.statusCode).toBe(409);
    expect(held.json().error.code).toBe('PAYOUT_KEY_ON_HOLD');
    const rows = await t.database.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.weddingId, couple.wedding.id));
    expect(rows).toHaveLength(0);
  });

  it('cancels the key on hold by the e-mailed link, once', async () => {
    const couple = await coupleWithGiftList(t.app, t.database.db);
    await activeKey(t.database.db, couple.wedding.id, { key: 'antiga@exemplo.com' });
    await stepUp(couple.b);
    await registerKey(couple, { pixKey: { type: 'email', key: 'ladrao.do.holder@exemplo.com' } });
    const token = await cancelToken(couple);
    const anonymous = browser(t.app, '10.77.0.1');
    const first = await anonymous.post('painel', '/api/payout-key/cancel', { token });
    expect(first.statusCode).toBe(200);
    const again = await anonymous.post('painel', '/api/payout-key/cancel', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('Este link de cancelamento é inválido, expirou ou já foi usado.');
    expect(await payoutKey(couple)).toMatchObject({
      active: { key: 'antiga@exemplo.com' },
      pending: null,
    });
  });

  it('cancels the key on hold from "Minha Carteira"', async () => {
    const couple = await steppedUpCouple();
    await registerHolderKey(couple, { type: 'email', key: 'ana@exemplo.com' });
    const url = `/api/weddings/${couple.wedding.id}/payout-key/pending`;
    const res = await couple.b.request('painel', { method: 'DELETE', url });
    expect(res.statusCode).toBe(200);
    expect(res.json().pending).toBeNull();
    expect((await couple.b.request('painel', { method: 'DELETE', url })).statusCode).toBe(409);
  });
});
