// Invitations by e-mail (issue 21, section 4): "Enviar por e-mail" through the mail job, once per
// household however often it is clicked, a batch at a time; the "stop receiving" link, its page
// and its limits; and the automatic reminder before the RSVP deadline, with the clock given.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { householdSends, invitationEmails, invitedHouseholds, weddings } from '../../db/schema.ts';
import { type SignedInCouple, signedInCouple } from '../../testing/couples.ts';
import { browser } from '../../testing/http.ts';
import { mailTo } from '../../testing/outbox.ts';
import { pastDays } from '../../testing/past-days.ts';
import { eventually } from '../../testing/payments.ts';
import { createTestApp, unique } from '../../testing/test-app.ts';
import type { Mail } from '../mail/mailer.ts';
import { markSent } from './household-sends.ts';
import {
  type InvitationMailDeps,
  queueInvitationEmails,
  sendPendingInvitationEmails,
  sweepAutoReminders,
} from './invitation-emails.ts';

const { app, db, config } = await createTestApp({ RATE_LIMIT_FACTOR: '1' });

const api = (c: SignedInCouple, path = '') => `/api/weddings/${c.wedding.id}/invitation-sends${path}`;

/** E-mails "sent" into a list, each with the id it was queued under. */
function recording(): InvitationMailDeps & { mails: (Mail & { id: string })[] } {
  const mails: (Mail & { id: string })[] = [];
  return {
    mails,
    links: config,
    queueMail: async (mail, _weddingId, id) => void mails.push({ ...mail, id }),
  };
}

/** A couple and households made through the panel: `[name, e-mail or null]`. */
async function coupleWith(ip: string, list: [string, string | null][]) {
  const c = await signedInCouple(app, db, { weddingDate: '2027-05-15', sitePublished: true }, ip);
  const ids: Record<string, string> = {};
  for (const [name, email] of list) {
    const res = await c.b.post('painel', `/api/weddings/${c.wedding.id}/guest-list/households`, {
      name,
      members: [{ name: `${name} (pessoa)`, email }],
    });
    expect(res.statusCode, res.body).toBe(201);
    ids[name] = res.json().id;
  }
  return { c, ids };
}

const email = () => `${unique()}@exemplo.com`;

async function household(id: string) {
  const [row] = await db
    .select({
      sentAt: invitedHouseholds.sentAt,
      sentVia: invitedHouseholds.sentVia,
      code: invitedHouseholds.inviteCode,
    })
    .from(invitedHouseholds)
    .where(eq(invitedHouseholds.id, id));
  return row!;
}

async function tokenOf(householdId: string) {
  const [row] = await db
    .select({ token: householdSends.unsubscribeToken })
    .from(householdSends)
    .where(eq(householdSends.householdId, householdId));
  return row!.token;
}

const emailRows = (householdId: string) =>
  db
    .select({ kind: invitationEmails.kind, status: invitationEmails.status })
    .from(invitationEmails)
    .where(eq(invitationEmails.householdId, householdId));

describe('Enviar por e-mail', () => {
  it('e-mails each household of the queue with an e-mail once, with its message, personal link and a way to stop', async () => {
    const souza = email();
    const { c, ids } = await coupleWith('10.26.0.1', [
      ['Família Souza', souza],
      ['Tia Rosa', null],
    ]);
    const first = await c.b.post('painel', api(c, '/email'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ queued: 1 });
    // A second click (or a double tap) adds nothing.
    expect((await c.b.post('painel', api(c, '/email'))).json()).toEqual({ queued: 0 });

    const mail = await mailTo(db, souza);
    const { code } = await household(ids['Família Souza']!);
    const link = `http://noivos.localhost:3000/${c.wedding.slug}/convite/${code}`;
    expect(mail.subject).toBe('Convite: casamento de Ana & Rui');
    expect(mail.text).toContain('Olá, Família Souza!');
    expect(mail.text).toContain('15 de maio de 2027');
    expect(mail.text).toContain(`Abrir meu convite: ${link}`);
    const token = await tokenOf(ids['Família Souza']!);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(mail.text).toContain(
      `Não quero mais receber estes e-mails: http://noivos.localhost:3000/${c.wedding.slug}/descadastrar/${token}`,
    );
    expect(mail.html).toContain(`/descadastrar/${token}`);

    // Sent by e-mail: out of the invitation queue, nothing left to e-mail.
    await eventually(async () => (await household(ids['Família Souza']!)).sentVia === 'email');
    const q = (await c.b.get('painel', api(c, '/queue'))).json();
    expect(q.items.map((i: { name: string }) => i.name)).toEqual(['Tia Rosa']);
    expect(q.emailable).toBe(0);
  });

  it('sends a batch at a time, each e-mail under its own id, and never twice', async () => {
    const { c } = await coupleWith('10.26.0.2', [
      ['Ana', email()],
      ['Bia', email()],
      ['Caio', email()],
    ]);
    expect(await queueInvitationEmails(db, c.wedding.id)).toBe(3);
    expect(await queueInvitationEmails(db, c.wedding.id)).toBe(0);
    const deps = recording();
    expect(await sendPendingInvitationEmails(db, deps, c.wedding.id, 2)).toEqual({
      sent: 2,
      skipped: 0,
      more: true,
    });
    expect(await sendPendingInvitationEmails(db, deps, c.wedding.id, 2)).toEqual({
      sent: 1,
      skipped: 0,
      more: false,
    });
    expect(await sendPendingInvitationEmails(db, deps, c.wedding.id, 2)).toEqual({
      sent: 0,
      skipped: 0,
      more: false,
    });
    expect(new Set(deps.mails.map((m) => m.to)).size).toBe(3);
    expect(new Set(deps.mails.map((m) => m.id)).size).toBe(3);
    expect(deps.mails[0]!.headers).toMatchObject({
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/noivos\.localhost:3000\/.+\/descadastrar\/.+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // E-mailed households are sent; the queue offers nothing more by e-mail.
    expect(await queueInvitationEmails(db, c.wedding.id)).toBe(0);
  });

  it('skips a household sent another way, or answered, before its e-mail went', async () => {
    const { c, ids } = await coupleWith('10.26.0.3', [
      ['Davi', email()],
      ['Eva', email()],
    ]);
    expect(await queueInvitationEmails(db, c.wedding.id)).toBe(2);
    await markSent(db, c.wedding.id, ids.Davi!, { kind: 'convite', via: 'whatsapp', sentOn: null });
    await db
      .update(invitedHouseholds)
      .set({ answeredAt: new Date() })
      .where(eq(invitedHouseholds.id, ids.Eva!));
    const deps = recording();
    expect(await sendPendingInvitationEmails(db, deps, c.wedding.id)).toEqual({
      sent: 0,
      skipped: 2,
      more: false,
    });
    expect(deps.mails).toEqual([]);
    expect(await household(ids.Davi!)).toMatchObject({ sentVia: 'whatsapp' });
  });
});

describe('Não quero mais receber estes e-mails', () => {
  it('asks on a page that needs no JavaScript, records the opt-out, and the household is never e-mailed again', async () => {
    const { c, ids } = await coupleWith('10.26.1.1', [
      ['Família Souza', email()],
      ['Família Lima', email()],
    ]);
    expect(await queueInvitationEmails(db, c.wedding.id)).toBe(2);
    const token = await tokenOf(ids['Família Souza']!);
    const guest = browser(app, '10.26.1.2');
    const path = `/${c.wedding.slug}/descadastrar/${token}`;

    const asked = await guest.get('noivos', path);
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['x-robots-tag']).toBe('noindex');
    expect(asked.body).toContain('casamento de Ana &#38; Rui');
    expect(asked.body).toContain(`<form method="post" action="${path}">`);
    expect(asked.body).toContain('Não quero mais receber</button>');

    const done = await guest.post('noivos', path);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Pronto: vocês não vão mais receber e-mails');
    expect(done.body).not.toContain('<form');
    const [sends] = await db
      .select({ at: householdSends.emailOptOutAt })
      .from(householdSends)
      .where(eq(householdSends.householdId, ids['Família Souza']!));
    expect(sends?.at).toBeInstanceOf(Date);
    // Its waiting e-mail is dropped; the other household's still goes.
    expect(await emailRows(ids['Família Souza']!)).toEqual([{ kind: 'convite', status: 'ignorado' }]);
    const deps = recording();
    await sendPendingInvitationEmails(db, deps, c.wedding.id);
    expect(deps.mails.map((m) => m.subject)).toEqual(['Convite: casamento de Ana & Rui']);
    expect(deps.mails).toHaveLength(1);

    // Back in the queue (the couple undid "sent"), it is still never e-mailed; the panel says why.
    await db
      .update(invitedHouseholds)
      .set({ sentAt: null, sentVia: null })
      .where(eq(invitedHouseholds.weddingId, c.wedding.id));
    await db.delete(invitationEmails).where(eq(invitationEmails.weddingId, c.wedding.id));
    expect(await queueInvitationEmails(db, c.wedding.id)).toBe(1);
    const q = (await c.b.get('painel', api(c, '/queue'))).json();
    expect(q.items.find((i: { name: string }) => i.name === 'Família Souza')).toMatchObject({
      emailOptOut: true,
    });

    // Opening the link again says it is done.
    const again = await guest.get('noivos', path);
    expect(again.body).toContain('Pronto:');
  });

  it('takes a mail app’s one-click post, and answers an unknown token with the site’s 404', async () => {
    const { c, ids } = await coupleWith('10.26.1.3', [['Gael', email()]]);
    await queueInvitationEmails(db, c.wedding.id);
    const token = await tokenOf(ids.Gael!);
    const oneClick = await app.inject({
      method: 'POST',
      url: `/${c.wedding.slug}/descadastrar/${token}`,
      headers: { host: 'noivos.localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: '10.26.1.4',
    });
    expect(oneClick.statusCode).toBe(200);
    const [row] = await db
      .select({ at: householdSends.emailOptOutAt })
      .from(householdSends)
      .where(eq(householdSends.householdId, ids.Gael!));
    expect(row?.at).toBeInstanceOf(Date);
    const unknown = await browser(app, '10.26.1.5').get(
      'noivos',
      `/${c.wedding.slug}/descadastrar/${'x'.repeat(22)}`,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('limits guessing: after ten wrong tokens an address is refused, even a right one', async () => {
    const { c, ids } = await coupleWith('10.26.1.6', [['Hugo', email()]]);
    await queueInvitationEmails(db, c.wedding.id);
    const guesser = browser(app, '10.26.1.7');
    for (let i = 0; i < 10; i++) {
      const res = await guesser.get('noivos', `/${c.wedding.slug}/descadastrar/${unique().padEnd(22, 'x')}`);
      expect(res.statusCode).toBe(404);
    }
    const refused = await guesser.get(
      'noivos',
      `/${c.wedding.slug}/descadastrar/${await tokenOf(ids.Hugo!)}`,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('the automatic reminder', () => {
  it('e-mails, on the chosen day before the deadline, each household invited that has not answered, once', async () => {
    const days = pastDays(4);
    const deadline = days.day(0);
    const { c, ids } = await coupleWith('10.26.2.1', [
      ['Invited', email()],
      ['Answered', email()],
      ['NotSent', email()],
      ['OptedOut', email()],
      ['NoEmail', null],
    ]);
    await db.update(weddings).set({ rsvpDeadline: deadline }).where(eq(weddings.id, c.wedding.id));
    const saved = await c.b.put('painel', api(c, '/settings'), {
      autoReminderDays: 7,
      reminderTemplate: 'Falta você, {nome}! Responda até o prazo: {link}',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const name of ['Invited', 'Answered', 'OptedOut', 'NoEmail'])
      await markSent(db, c.wedding.id, ids[name]!, { kind: 'convite', via: 'whatsapp', sentOn: null });
    await db
      .update(invitedHouseholds)
      .set({ answeredAt: days.at(-10) })
      .where(eq(invitedHouseholds.id, ids.Answered!));
    await db.insert(householdSends).values({
      householdId: ids.OptedOut!,
      weddingId: c.wedding.id,
      unsubscribeToken: unique().padEnd(22, 'o'),
      emailOptOutAt: days.at(-20),
    });

    const reminderRows = () =>
      db
        .select({ householdId: invitationEmails.householdId })
        .from(invitationEmails)
        .where(and(eq(invitationEmails.weddingId, c.wedding.id), eq(invitationEmails.kind, 'lembrete')));

    expect(await sweepAutoReminders(db, days.at(-8))).not.toContain(c.wedding.id);
    expect(await reminderRows()).toEqual([]);
    expect(await sweepAutoReminders(db, days.at(-7))).toContain(c.wedding.id);
    expect(await reminderRows()).toEqual([{ householdId: ids.Invited }]);
    // The next runs (hourly, daily, up to the deadline) add nothing for it.
    expect(await sweepAutoReminders(db, days.at(-7, 18))).not.toContain(c.wedding.id);
    expect(await sweepAutoReminders(db, days.at(0))).not.toContain(c.wedding.id);
    expect(await reminderRows()).toHaveLength(1);

    const deps = recording();
    expect(await sendPendingInvitationEmails(db, deps, c.wedding.id)).toMatchObject({ sent: 1 });
    expect(deps.mails).toHaveLength(1);
    expect(deps.mails[0]!.subject).toBe('Lembrete: confirme sua presença no casamento de Ana & Rui');
    expect(deps.mails[0]!.text).toContain(
      'Falta você, Invited! Responda até o prazo: http://noivos.localhost:3000/',
    );
    const [reminded] = await db
      .select({ via: householdSends.remindedVia, at: householdSends.remindedAt })
      .from(householdSends)
      .where(eq(householdSends.householdId, ids.Invited!));
    expect(reminded).toMatchObject({ via: 'email', at: expect.any(Date) });
    // The invitation itself stays as the couple sent it.
    expect(await household(ids.Invited!)).toMatchObject({ sentVia: 'whatsapp' });
  });

  it('sends nothing without a deadline, with the reminder off, or after the deadline', async () => {
    const days = pastDays(6);
    const { c, ids } = await coupleWith('10.26.2.2', [['Ivo', email()]]);
    await markSent(db, c.wedding.id, ids.Ivo!, { kind: 'convite', via: 'outro', sentOn: null });
    await c.b.put('painel', api(c, '/settings'), { autoReminderDays: 3 });
    expect(await sweepAutoReminders(db, days.at(-3))).not.toContain(c.wedding.id);
    await db
      .update(weddings)
      .set({ rsvpDeadline: days.day(0) })
      .where(eq(weddings.id, c.wedding.id));
    expect(await sweepAutoReminders(db, days.at(1))).not.toContain(c.wedding.id);
    await c.b.put('painel', api(c, '/settings'), { autoReminderDays: null });
    expect(await sweepAutoReminders(db, days.at(-3))).not.toContain(c.wedding.id);
    expect(await emailRows(ids.Ivo!)).toEqual([]);
  });
});
