// "Minha conta" of a member of a wedding (shared access): the partner and the cerimonialista read
// and change their own name and password, and nothing of the owner's data or payout key.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couples } from '../../db/schema.ts';
import { signedInCouple, TEST_PASSWORD } from '../../testing/couples.ts';
import { browser } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { signedInMember } from '../../testing/wedding-members.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });
const NEW_PASSWORD = 'Outra-Senha-2028!';

describe("a member's own account", () => {
  it.each([
    ['partner', '10.42.0'],
    ['planner', '10.42.1'],
  ] as const)('the %s changes their own name and password, never the owner’s', async (role, net) => {
    const couple = await signedInCouple(app, db, { phone: '5511987654321' }, `${net}.1`);
    const member = await signedInMember(app, db, couple.wedding.id, role, `${net}.2`);
    const elsewhere = await signedInMember(app, db, couple.wedding.id, 'planner', `${net}.3`);

    expect((await member.b.get('painel', '/api/account/me')).json()).toEqual({
      email: member.email,
      name: null,
    });
    const empty = await member.b.put('painel', '/api/account/name', { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect((await member.b.put('painel', '/api/account/name', { name: ' Carla Dias ' })).statusCode).toBe(
      200,
    );
    expect((await member.b.get('painel', '/api/account/me')).json()).toEqual({
      email: member.email,
      name: 'Carla Dias',
    });

    // The owner's profile is not the member's to change, and the export holds only their own row.
    const couplePut = await member.b.put('painel', '/api/account/couple', {
      name1: 'Outra',
      gender1: 'noiva',
      name2: 'Pessoa',
      gender2: 'noivo',
      phone: '',
    });
    expect(couplePut.statusCode).toBe(403);
    expect(couplePut.json().error.code).toBe('FORBIDDEN');
    const datePut = await member.b.put('painel', '/api/account/wedding-date', { weddingDate: '2031-05-10' });
    expect(datePut.statusCode).toBe(403);
    const [owner] = await db.select().from(couples).where(eq(couples.userId, couple.user.id));
    expect(owner).toMatchObject({ name1: 'Ana', name2: 'Rui', phone: '5511987654321' });
    const exported = (await member.b.get('painel', '/api/account/export')).json();
    expect(exported.account).toMatchObject({ email: member.email, name: 'Carla Dias' });
    expect(exported.couple).toBeUndefined();
    expect(exported.weddings).toEqual([]);

    const wrong = await member.b.put('painel', '/api/account/password', {
      currentPassword: 'nao-e-esta',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('WRONG_PASSWORD');
    const weak = await member.b.put('painel', '/api/account/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: '123',
    });
    expect(weak.statusCode).toBe(400);

    // Another device of the member is signed out by the change; this one stays.
    const otherDevice = browser(app, `${net}.4`);
    await otherDevice.post('painel', '/api/auth/login', { email: member.email, password: TEST_PASSWORD });
    const changed = await member.b.put('painel', '/api/account/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect((await member.b.get('painel', '/api/auth/session')).statusCode).toBe(200);
    expect((await otherDevice.get('painel', '/api/auth/session')).statusCode).toBe(401);
    const login = (password: string) =>
      browser(app, `${net}.5`).post('painel', '/api/auth/login', { email: member.email, password });
    expect((await login(TEST_PASSWORD)).statusCode).not.toBe(200);
    expect((await login(NEW_PASSWORD)).json()).toEqual({ redirectTo: '/dashboard' });
    // The owner and the other member keep their passwords.
    const ownerLogin = await browser(app, `${net}.6`).post('painel', '/api/auth/login', {
      email: couple.email,
      password: TEST_PASSWORD,
    });
    expect(ownerLogin.statusCode).toBe(200);
    expect((await elsewhere.b.get('painel', '/api/account/me')).json().name).toBeNull();
  });
});
