import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, stepUpGrants, users } from '../../db/schema.ts';
import { TEST_PASSWORD } from '../../testing/couples.ts';
import { browser } from '../../testing/http.ts';
import { mailTo } from '../../testing/outbox.ts';
import { coupleWithGiftList } from '../../testing/payments.ts';
import { activeKey, stepUp, withdraw } from '../../testing/payout.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const t: TestApp = await createTestApp();

type Couple = Awaited<ReturnType<typeof coupleWithGiftList>>;

const withdrawOne = (couple: Couple) => withdraw(couple, 100);

async function codeFromMail(couple: Couple): Promise<string> {
  const mail = await mailTo(t.database.db, couple.email, 'Código de confirmação - Nosso Sim');
  const code = /código (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in: ${mail.text}`);
  return code;
}

describe('step-up before money moves', () => {
  it('answers 428 to a withdrawal or a key change without a fresh proof, then lets it through', async () => {
    const couple = await coupleWithGiftList(t.app, t.database.db);
    await activeKey(t.database.db, couple.wedding.id);
    const refused = await withdrawOne(couple);
    expect(refused.statusCode).toBe(428);
    expect(refused.json().error).toEqual({
      code: 'STEP_UP_REQUIRED',
      message: 'Por segurança, confirme sua senha para continuar.',
    });
    const key = await couple.b.post('painel', `/api/weddings/${couple.wedding.id}/payout-key`, {
      pixKey: { type: 'email', key: 'nova@exemplo.com' },
    });
    expect(key.statusCode).toBe(428);
    await stepUp(couple.b);
    // Past the step-up, the balance decides (none yet).
    expect((await withdrawOne(couple)).json().error.code).toBe('INSUFFICIENT_BALANCE');
  });

  it('refuses a wrong password and an expired grant', async () => {
    const couple = await coupleWithGiftList(t.app, t.database.db);
    const wrong = await couple.b.post('painel', '/api/auth/step-up', { password: 'nao-e-a-senha' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Senha incorreta.');
    await stepUp(couple.b);
    const mine = t.database.db
      .select({ idHash: sessions.idHash })
      .from(sessions)
      .where(eq(sessions.userId, couple.user.id));
    await t.database.db
      .update(stepUpGrants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(inArray(stepUpGrants.sessionIdHash, mine));
    expect((await withdrawOne(couple)).statusCode).toBe(428);
  });

  it('needs a verified e-mail', async () => {
    const couple = await coupleWithGiftList(t.app, t.database.db);
    await t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, couple.user.id));
    await stepUp(couple.b);
    const res = await withdrawOne(couple);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('accepts a 6-digit e-mailed code, which dies after 5 wrong tries', async () => {
    const couple = await coupleWithGiftList(t.app, t.database.db);
    expect((await couple.b.post('painel', '/api/auth/step-up/code')).statusCode).toBe(200);
    const code = await codeFromMail(couple);
    const wrongCode = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await couple.b.post('painel', '/api/auth/step-up', { code: wrongCode });
      expect(res.json().error.message).toBe('Código inválido ou expirado. Peça um novo código.');
    }
    expect((await couple.b.post('painel', '/api/auth/step-up', { code })).statusCode).toBe(400);
    expect((await withdrawOne(couple)).statusCode).toBe(428);

    await couple.b.post('painel', '/api/auth/step-up/code');
    const fresh = await codeFromMail(couple);
    expect((await couple.b.post('painel', '/api/auth/step-up', { code: fresh })).statusCode).toBe(200);
    expect((await couple.b.post('painel', '/api/auth/step-up', { code: fresh })).statusCode).toBe(400);
    expect((await withdrawOne(couple)).json().error.code).not.toBe('STEP_UP_REQUIRED');
  });

  it('grants only the session that proved it', async () => {
    const couple = await coupleWithGiftList(t.app, t.database.db);
    await stepUp(couple.b);
    const other = browser(t.app, '10.9.0.1');
    await other.post('painel', '/api/auth/login', { email: couple.email, password: TEST_PASSWORD });
    expect((await withdrawOne({ ...couple, b: other })).statusCode).toBe(428);
  });
});
