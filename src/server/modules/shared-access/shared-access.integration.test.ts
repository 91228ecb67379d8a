// Shared access (issue 21, section 6): invitations by e-mail with a single-use, expiring link;
// accepting with a new password (or the existing members-only account's); cancel, re-send and
// removal; the partner lands on the same wedding with money, the planner without it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { weddingMembers } from '../../db/schema.ts';
import { signedInCouple, TEST_PASSWORD } from '../../testing/couples.ts';
import { browser } from '../../testing/http.ts';
import { multipartFile, plainImage } from '../../testing/multipart.ts';
import { mailsTo } from '../../testing/outbox.ts';
import { createTestApp, unique } from '../../testing/test-app.ts';
import { signedInMember } from '../../testing/wedding-members.ts';

const { app, database } = await createTestApp({ RATE_LIMIT_FACTOR: '100' });
const { db } = database;
const NEW_PASSWORD = 'Cerimonial-2027!';

async function tokenFor(email: string, count = 1): Promise<string> {
  const [mail] = await mailsTo(db, email, { count });
  const token = mail?.text.match(/acesso-compartilhado\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invitation link to ${email}`);
  return token;
}

async function coupleWithInvite(role: 'partner' | 'planner', ip: string) {
  const couple = await signedInCouple(app, db, {}, ip);
  const email = `${unique()}@exemplo.com`;
  const res = await couple.b.post('painel', `/api/weddings/${couple.wedding.id}/members`, { email, role });
  expect(res.statusCode).toBe(201);
  return { couple, email, member: res.json(), token: await tokenFor(email) };
}

describe('shared access', () => {
  it('a planner accepts once with a new password and enters the wedding without its money', async () => {
    const { couple, email, member, token } = await coupleWithInvite('planner', '10.31.0.1');
    expect(member).toMatchObject({ email, role: 'planner', status: 'pending', acceptedAt: null });
    const anyone = browser(app, '10.31.0.2');
    const invite = await anyone.get('painel', `/api/member-invites/${token}`);
    expect(invite.json()).toEqual({ email, role: 'planner', coupleNames: 'Ana & Rui', hasAccount: false });

    const weak = await anyone.post('painel', '/api/member-invites/accept', { token, password: '123' });
    expect(weak.statusCode).toBe(400);
    const accepted = await anyone.post('painel', '/api/member-invites/accept', {
      token,
      password: NEW_PASSWORD,
    });
    expect(accepted.json()).toEqual({ redirectTo: '/dashboard' });

    const session = (await anyone.get('painel', '/api/auth/session')).json();
    expect(session).toMatchObject({ weddingRole: 'planner', user: { email, emailVerified: true } });
    expect(session.couple).toMatchObject({ name1: 'Ana', activeWeddingId: couple.wedding.id });
    const w = `/api/weddings/${couple.wedding.id}`;
    expect((await anyone.get('painel', `${w}/guest-list`)).statusCode).toBe(200);
    expect((await anyone.get('painel', `${w}/wedding-events`)).statusCode).toBe(200);
    for (const money of [`${w}/wallet`, `${w}/withdrawals`, `${w}/gifts-received`, `${w}/members`]) {
      expect((await anyone.get('painel', money)).statusCode, money).toBe(403);
    }
    expect((await anyone.post('painel', '/api/auth/step-up', { password: NEW_PASSWORD })).statusCode).toBe(
      403,
    );

    // Single use: the same link again, or another browser with it, finds nothing.
    const again = await browser(app, '10.31.0.3').post('painel', '/api/member-invites/accept', {
      token,
      password: NEW_PASSWORD,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('MEMBER_INVITE_INVALID');
    expect((await anyone.get('painel', `/api/member-invites/${token}`)).statusCode).toBe(400);

    // Signing in later lands on the same wedding's dashboard.
    const later = browser(app, '10.31.0.4');
    const login = await later.post('painel', '/api/auth/login', { email, password: NEW_PASSWORD });
    expect(login.json()).toEqual({ redirectTo: '/dashboard' });
    const members = (await couple.b.get('painel', `${w}/members`)).json().members;
    expect(members).toMatchObject([{ email, status: 'accepted' }]);
  });

  it('the partner has the same access as the owner, money included, and can be removed at once', async () => {
    const { couple, email, member, token } = await coupleWithInvite('partner', '10.31.1.1');
    const w = `/api/weddings/${couple.wedding.id}`;
    const second = await couple.b.post('painel', `${w}/members`, {
      email: `${unique()}@exemplo.com`,
      role: 'partner',
    });
    expect(second.json().error.code).toBe('PARTNER_EXISTS');
    const self = await couple.b.post('painel', `${w}/members`, { email: couple.email, role: 'planner' });
    expect(self.json().error.code).toBe('MEMBER_EMAIL_TAKEN');
    const twice = await couple.b.post('painel', `${w}/members`, {
      email: email.toUpperCase(),
      role: 'planner',
    });
    expect(twice.json().error.code).toBe('MEMBER_EXISTS');

    const partner = browser(app, '10.31.1.2');
    await partner.post('painel', '/api/member-invites/accept', { token, password: NEW_PASSWORD });
    const session = (await partner.get('painel', '/api/auth/session')).json();
    expect(session).toMatchObject({ weddingRole: 'partner', couple: { activeWeddingId: couple.wedding.id } });
    expect((await partner.get('painel', `${w}/wallet`)).statusCode).toBe(200);
    expect((await partner.get('painel', `${w}/summary`)).json()).toMatchObject({ balanceCents: 0 });
    expect((await partner.get('painel', `${w}/members`)).statusCode).toBe(200);

    const removed = await couple.b.request('painel', { method: 'DELETE', url: `${w}/members/${member.id}` });
    expect(removed.statusCode).toBe(200);
    expect((await partner.get('painel', '/api/auth/session')).statusCode).toBe(401);
    const back = await browser(app, '10.31.1.3').post('painel', '/api/auth/login', {
      email,
      password: NEW_PASSWORD,
    });
    expect(back.statusCode).toBe(200);
    // The account stays, but it no longer enters the wedding.
    const b = browser(app, '10.31.1.4');
    await b.post('painel', '/api/auth/login', { email, password: NEW_PASSWORD });
    expect((await b.get('painel', `${w}/guest-list`)).statusCode).toBe(404);
  });

  it('an expired, cancelled or replaced link is refused; re-sending sends a new one', async () => {
    const { couple, email, member, token } = await coupleWithInvite('planner', '10.31.2.1');
    const w = `/api/weddings/${couple.wedding.id}`;
    const anyone = browser(app, '10.31.2.2');

    const resent = await couple.b.post('painel', `${w}/members/${member.id}/resend`);
    expect(resent.json()).toMatchObject({ id: member.id, status: 'pending' });
    const fresh = await tokenFor(email, 2);
    expect(fresh).not.toBe(token);
    expect((await anyone.get('painel', `/api/member-invites/${token}`)).statusCode).toBe(400);

    await db
      .update(weddingMembers)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(weddingMembers.id, member.id));
    expect((await anyone.get('painel', `/api/member-invites/${fresh}`)).statusCode).toBe(400);
    const list = (await couple.b.get('painel', `${w}/members`)).json().members;
    expect(list).toMatchObject([{ id: member.id, status: 'expired' }]);

    const cancelled = await couple.b.request('painel', {
      method: 'DELETE',
      url: `${w}/members/${member.id}`,
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await couple.b.get('painel', `${w}/members`)).json().members).toEqual([]);
    const late = await anyone.post('painel', '/api/member-invites/accept', {
      token: fresh,
      password: NEW_PASSWORD,
    });
    expect(late.json().error.code).toBe('MEMBER_INVITE_INVALID');
  });

  it("another couple reaches neither the wedding's members nor them through its own wedding", async () => {
    const { couple, member } = await coupleWithInvite('planner', '10.31.3.1');
    const other = await signedInCouple(app, db, {}, '10.31.3.2');
    const theirs = await other.b.request('painel', {
      method: 'DELETE',
      url: `/api/weddings/${couple.wedding.id}/members/${member.id}`,
    });
    expect(theirs.json().error.code).toBe('WEDDING_NOT_FOUND');
    const viaOwn = await other.b.request('painel', {
      method: 'DELETE',
      url: `/api/weddings/${other.wedding.id}/members/${member.id}`,
    });
    expect(viaOwn.json().error.code).toBe('MEMBER_NOT_FOUND');
    const resend = await other.b.post(
      'painel',
      `/api/weddings/${other.wedding.id}/members/${member.id}/resend`,
    );
    expect(resend.statusCode).toBe(404);
  });

  it("a planner of one wedding accepts another's invitation with the same account's password", async () => {
    const first = await coupleWithInvite('planner', '10.31.4.1');
    const planner = browser(app, '10.31.4.2');
    await planner.post('painel', '/api/member-invites/accept', {
      token: first.token,
      password: NEW_PASSWORD,
    });
    const second = await signedInCouple(app, db, { name1: 'Bia', name2: 'Caio' }, '10.31.4.3');
    await second.b.post('painel', `/api/weddings/${second.wedding.id}/members`, {
      email: first.email,
      role: 'planner',
    });
    const token = await tokenFor(first.email, 2);
    expect((await planner.get('painel', `/api/member-invites/${token}`)).json()).toMatchObject({
      hasAccount: true,
      coupleNames: 'Bia & Caio',
    });
    const wrong = await planner.post('painel', '/api/member-invites/accept', {
      token,
      password: TEST_PASSWORD,
    });
    expect(wrong.json().error.code).toBe('WRONG_PASSWORD');
    const ok = await planner.post('painel', '/api/member-invites/accept', { token, password: NEW_PASSWORD });
    expect(ok.statusCode).toBe(200);
    // Both weddings open; the session shows the one accepted last.
    expect(
      (await planner.get('painel', `/api/weddings/${first.couple.wedding.id}/guest-list`)).statusCode,
    ).toBe(200);
    expect((await planner.get('painel', `/api/weddings/${second.wedding.id}/guest-list`)).statusCode).toBe(
      200,
    );
    const session = (await planner.get('painel', '/api/auth/session')).json();
    expect(session.couple).toMatchObject({ name1: 'Bia', activeWeddingId: second.wedding.id });
  });

  it("the planner edits the site and sees a password-protected site's photos in the panel", async () => {
    const couple = await signedInCouple(app, db, { sitePublished: true }, '10.31.5.1');
    const planner = await signedInMember(app, db, couple.wedding.id, 'planner', '10.31.5.2');
    const w = `/api/weddings/${couple.wedding.id}`;
    await couple.b.put('painel', `${w}/site/password`, { password: 'casamento' });
    const png = await plainImage('png', 40, 30, '#335577');
    const uploaded = await planner.b.request('painel', {
      method: 'POST',
      url: `${w}/media?kind=image`,
      ...multipartFile('foto.png', 'image/png', png),
    });
    expect(uploaded.statusCode).toBe(201);
    const { url } = uploaded.json();
    expect((await planner.b.get('painel', url)).statusCode).toBe(200);
    expect((await browser(app, '10.31.5.3').get('noivos', url)).statusCode).toBe(403);
  });

  it("sends a member to the panel, never to the owner's unfinished onboarding, and hides the owner's phone", async () => {
    const couple = await signedInCouple(
      app,
      db,
      { onboardingCompleted: false, phone: '5511987654321' },
      '10.31.6.1',
    );
    const owner = (await couple.b.get('painel', '/api/auth/session')).json();
    expect(owner.couple).toMatchObject({ onboardingCompleted: false, phone: '5511987654321' });
    for (const [role, ip] of [
      ['partner', '10.31.6.2'],
      ['planner', '10.31.6.3'],
    ] as const) {
      const member = await signedInMember(app, db, couple.wedding.id, role, ip);
      const again = await browser(app, ip).post('painel', '/api/auth/login', {
        email: member.email,
        password: TEST_PASSWORD,
      });
      expect(again.json(), role).toEqual({ redirectTo: '/dashboard' });
      const session = (await member.b.get('painel', '/api/auth/session')).json();
      expect(session.couple, role).toMatchObject({
        name1: 'Ana',
        activeWeddingId: couple.wedding.id,
        onboardingCompleted: true,
        phone: null,
      });
    }
  });
});
