// "Enviar convites" (issue 21, section 4): the couple's templates, the invitation queue with each
// household's message and WhatsApp link, "Marcar como enviado" and its undo, the reminder queue,
// and the panel hearing live when a household opens its personal link.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultInviteTemplate } from '../../../shared/guest-list.ts';
import { type SendQueue, sendMessages } from '../../../shared/invitation-sends.ts';
import { isInviteCode } from '../../../shared/invite-code.ts';
import { householdEvents, invitedHouseholds, weddings } from '../../db/schema.ts';
import { expectWeddingNotFound, type SignedInCouple, signedInCouple } from '../../testing/couples.ts';
import { insertEvent } from '../../testing/invited-households.ts';
import { openLiveStream } from '../../testing/live-stream.ts';
import { createTestApp } from '../../testing/test-app.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const api = (c: SignedInCouple, path = '') => `/api/weddings/${c.wedding.id}/invitation-sends${path}`;

const households = [
  {
    name: 'Família Souza',
    members: [
      { name: 'Lia Souza', ageGroup: 'crianca' },
      { name: 'João Souza', phone: '(11) 98765-4321', email: 'joao.souza@exemplo.com' },
    ],
  },
  { name: 'Ana e Pedro Lima', members: [{ name: 'Ana Lima', email: 'ana.lima@exemplo.com' }] },
  { name: 'Tia Rosa', members: [{ name: 'Rosa Moraes', phone: '21 3456-7890' }] },
];

/** A couple whose wedding is on 15 May 2027, with Cerimônia and Festa and three households. */
async function coupleWithList(ip: string) {
  const c = await signedInCouple(app, db, { weddingDate: '2027-05-15', sitePublished: true }, ip);
  const cerimonia = await insertEvent(db, c.wedding.id, { name: 'Cerimônia', position: 0 });
  const festa = await insertEvent(db, c.wedding.id, { name: 'Festa', position: 1 });
  const ids: Record<string, string> = {};
  for (const h of households) {
    const res = await c.b.post('painel', `/api/weddings/${c.wedding.id}/guest-list/households`, h);
    expect(res.statusCode, res.body).toBe(201);
    ids[h.name] = res.json().id;
  }
  await db.insert(householdEvents).values([
    { householdId: ids['Família Souza']!, eventId: cerimonia.id },
    { householdId: ids['Família Souza']!, eventId: festa.id },
    { householdId: ids['Ana e Pedro Lima']!, eventId: festa.id },
  ]);
  return { c, ids };
}

async function queue(c: SignedInCouple, kind: 'convite' | 'lembrete' = 'convite'): Promise<SendQueue> {
  const res = await c.b.get('painel', api(c, `/queue?kind=${kind}`));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const itemOf = (q: SendQueue, name: string) => q.items.find((i) => i.name === name);
const linkOf = (c: SignedInCouple, code: string) =>
  `http://noivos.localhost:3000/${c.wedding.slug}/convite/${code}`;

async function codeOf(householdId: string) {
  const [row] = await db
    .select({ code: invitedHouseholds.inviteCode })
    .from(invitedHouseholds)
    .where(eq(invitedHouseholds.id, householdId));
  return row?.code ?? null;
}

const markSent = (c: SignedInCouple, householdId: string, body: object) =>
  c.b.post('painel', api(c, `/households/${householdId}/sent`), body);

describe('the couple’s messages', () => {
  it('start from a pt-BR default, save each template, and keep the other guest-list settings', async () => {
    const c = await signedInCouple(app, db, {}, '10.25.0.1');
    await db
      .update(weddings)
      .set({ guestListSettings: { childUntil: 10 }, rsvpDeadline: '2027-04-15' })
      .where(eq(weddings.id, c.wedding.id));
    const first = await c.b.get('painel', api(c, '/settings'));
    expect(first.json()).toMatchObject({
      inviteTemplate: defaultInviteTemplate,
      autoReminderDays: null,
      rsvpDeadline: '2027-04-15',
    });
    const saved = await c.b.put('painel', api(c, '/settings'), {
      inviteTemplate: '  Oi, {nome}! Casamos em {data} ({evento}). Seu convite: {LINK}  ',
      autoReminderDays: 7,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      inviteTemplate: 'Oi, {nome}! Casamos em {data} ({evento}). Seu convite: {LINK}',
      autoReminderDays: 7,
    });
    const cleared = await c.b.put('painel', api(c, '/settings'), { autoReminderDays: null });
    expect(cleared.json()).toMatchObject({
      autoReminderDays: null,
      inviteTemplate: expect.stringMatching(/^Oi/),
    });
    const [row] = await db
      .select({ settings: weddings.guestListSettings })
      .from(weddings)
      .where(eq(weddings.id, c.wedding.id));
    expect(row?.settings).toMatchObject({ childUntil: 10 });
  });

  it('refuse a message without {link}, an unknown placeholder and a bad reminder day, each on its field', async () => {
    const c = await signedInCouple(app, db, {}, '10.25.0.2');
    const refusals = [
      [{ inviteTemplate: 'Olá, {nome}!' }, 'inviteTemplate', sendMessages.templateNeedsLink],
      [
        { reminderTemplate: 'Olá, {name}! {link}' },
        'reminderTemplate',
        sendMessages.unknownPlaceholder('{name}'),
      ],
      [{ inviteTemplate: '   ' }, 'inviteTemplate', sendMessages.templateRequired],
      [{ inviteTemplate: `{link}${'x'.repeat(1000)}` }, 'inviteTemplate', sendMessages.templateTooLong],
      [{ autoReminderDays: 0 }, 'autoReminderDays', sendMessages.reminderDaysInvalid],
    ] as const;
    for (const [body, path, message] of refusals) {
      const res = await c.b.put('painel', api(c, '/settings'), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.issues).toEqual([{ path, message }]);
    }
  });
});

describe('Enviar convites', () => {
  it('lists the households not sent, each message with its personal link, and a wa.me link to the Brazilian number', async () => {
    const { c, ids } = await coupleWithList('10.25.1.1');
    const q = await queue(c);
    expect(q.items.map((i) => i.name)).toEqual(['Ana e Pedro Lima', 'Família Souza', 'Tia Rosa']);
    expect(q).toMatchObject({ kind: 'convite', total: 3, counts: { convite: 3, lembrete: 0 }, emailable: 2 });

    const souza = itemOf(q, 'Família Souza')!;
    const link = linkOf(c, (await codeOf(ids['Família Souza']!))!);
    expect(souza).toMatchObject({ phone: '5511987654321', email: 'joao.souza@exemplo.com', link });
    const url = new URL(souza.whatsappUrl!);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/5511987654321');
    const text = url.searchParams.get('text')!;
    expect(text).toBe(souza.message);
    expect(text).toContain(link);
    expect(text).toContain('Olá, Família Souza!');
    expect(text).toContain('15 de maio de 2027');
    expect(text).toContain('Cerimônia e Festa');

    // A landline is still a WhatsApp number (business accounts); no phone: the message to copy.
    expect(itemOf(q, 'Tia Rosa')!.whatsappUrl).toMatch(/^https:\/\/wa\.me\/552134567890\?text=/);
    const lima = itemOf(q, 'Ana e Pedro Lima')!;
    expect(lima.whatsappUrl).toBeNull();
    expect(lima.message).toContain(lima.link);
    expect(lima.message).toContain('O convite vale para: Festa.');
  });

  it('fills the couple’s own template, and gives a household without a link a new one', async () => {
    const { c, ids } = await coupleWithList('10.25.1.2');
    await c.b.put('painel', api(c, '/settings'), { inviteTemplate: '{NOME}: {evento} em {data}. {link}' });
    const revoked = await c.b.post(
      'painel',
      `/api/weddings/${c.wedding.id}/guest-list/households/${ids['Tia Rosa']}/link/revoke`,
    );
    expect(revoked.statusCode).toBe(200);
    expect(await codeOf(ids['Tia Rosa']!)).toBeNull();

    const rosa = itemOf(await queue(c), 'Tia Rosa')!;
    const code = await codeOf(ids['Tia Rosa']!);
    expect(isInviteCode(code!)).toBe(true);
    expect(rosa.message).toBe(`Tia Rosa: o casamento em 15 de maio de 2027. ${linkOf(c, code!)}`);
    // The link stays the same on the next look.
    expect(itemOf(await queue(c), 'Tia Rosa')!.link).toBe(linkOf(c, code!));
  });

  it('“Marcar como enviado” records how and when, moves the household to the reminders, and can be undone', async () => {
    const { c, ids } = await coupleWithList('10.25.1.3');
    const souza = ids['Família Souza']!;
    const before = Date.now();
    expect((await markSent(c, souza, { via: 'whatsapp' })).statusCode).toBe(200);
    const listed = await c.b.get('painel', `/api/weddings/${c.wedding.id}/guest-list?q=souza`);
    const item = listed.json().items[0];
    expect(item).toMatchObject({ state: 'enviado', sentVia: 'whatsapp' });
    expect(Date.parse(item.sentAt)).toBeGreaterThanOrEqual(before - 1000);

    const q = await queue(c);
    expect(itemOf(q, 'Família Souza')).toBeUndefined();
    expect(q.counts).toEqual({ convite: 2, lembrete: 1 });

    // Sent some days ago, by another app: that day, at noon in Brasília.
    const rosa = ids['Tia Rosa']!;
    expect((await markSent(c, rosa, { via: 'outro', sentOn: '2026-01-10' })).statusCode).toBe(200);
    const [row] = await db
      .select({ sentAt: invitedHouseholds.sentAt, sentVia: invitedHouseholds.sentVia })
      .from(invitedHouseholds)
      .where(eq(invitedHouseholds.id, rosa));
    expect(row).toEqual({ sentAt: new Date('2026-01-10T15:00:00.000Z'), sentVia: 'outro' });

    const future = await markSent(c, rosa, { via: 'outro', sentOn: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.issues).toEqual([{ path: 'sentOn', message: sendMessages.sentOnFuture }]);
    const badVia = await markSent(c, rosa, { via: 'pombo' });
    expect(badVia.statusCode).toBe(400);

    const undo = await c.b.request('painel', {
      method: 'DELETE',
      url: api(c, `/households/${souza}/sent/convite`),
    });
    expect(undo.statusCode).toBe(200);
    expect(itemOf(await queue(c), 'Família Souza')).toBeDefined();
  });

  it('another wedding’s household is not found, and another couple cannot reach the queue', async () => {
    const { c, ids } = await coupleWithList('10.25.1.4');
    const other = await signedInCouple(app, db, {}, '10.25.1.5');
    const foreign = await markSent(other, ids['Tia Rosa']!, { via: 'whatsapp' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('NOT_FOUND');
    await expectWeddingNotFound([
      other.b.get('painel', api(c, '/queue')),
      other.b.post('painel', api(c, `/households/${ids['Tia Rosa']}/sent`), { via: 'whatsapp' }),
      other.b.post('painel', api(c, '/email')),
      other.b.put('painel', api(c, '/settings'), { autoReminderDays: 3 }),
    ]);
  });
});

describe('Lembrar quem não respondeu', () => {
  it('lists households invited that have not answered, not reminded first, with the reminder template', async () => {
    const { c, ids } = await coupleWithList('10.25.2.1');
    await c.b.put('painel', api(c, '/settings'), { reminderTemplate: 'Lembrete, {nome}: {link}' });
    for (const name of ['Família Souza', 'Ana e Pedro Lima', 'Tia Rosa'])
      await markSent(c, ids[name]!, { via: 'whatsapp' });
    await db
      .update(invitedHouseholds)
      .set({ answeredAt: new Date(), answeredBy: 'convite' })
      .where(eq(invitedHouseholds.id, ids['Tia Rosa']!));
    expect(
      (await markSent(c, ids['Ana e Pedro Lima']!, { kind: 'lembrete', via: 'whatsapp' })).statusCode,
    ).toBe(200);

    const q = await queue(c, 'lembrete');
    expect(q.items.map((i) => i.name)).toEqual(['Família Souza', 'Ana e Pedro Lima']);
    expect(q.counts).toEqual({ convite: 0, lembrete: 2 });
    const [souza, lima] = q.items;
    expect(souza!.message).toBe(`Lembrete, Família Souza: ${souza!.link}`);
    expect(new URL(souza!.whatsappUrl!).searchParams.get('text')).toBe(souza!.message);
    expect(souza).toMatchObject({ state: 'enviado', sentVia: 'whatsapp', remindedAt: null });
    expect(lima).toMatchObject({ remindedVia: 'whatsapp', remindedAt: expect.any(String) });
    // Reminding keeps the household in the reminder queue until it answers; undoing clears it.
    const undo = await c.b.request('painel', {
      method: 'DELETE',
      url: api(c, `/households/${ids['Ana e Pedro Lima']}/sent/lembrete`),
    });
    expect(undo.statusCode).toBe(200);
    expect(itemOf(await queue(c, 'lembrete'), 'Ana e Pedro Lima')!.remindedAt).toBeNull();
  });
});

// The personal page is the built guest site's: `npx vite build` once before this test.
describe('the panel, live', () => {
  it('hears when a household opens its personal link, and sees it opened', async () => {
    const { c, ids } = await coupleWithList('10.25.3.1');
    const live = await openLiveStream(address, c.wedding.id, `sid=${c.b.cookie('painel')}`);
    expect(live.res.status).toBe(200);
    const heard = live.until('event: invitation');
    let text = '';
    try {
      const code = await codeOf(ids['Família Souza']!);
      const page = await app.inject({
        method: 'GET',
        url: `/${c.wedding.slug}/convite/${code}`,
        headers: { host: 'noivos.localhost:3000' },
        remoteAddress: '10.25.3.2',
      });
      expect(page.statusCode).toBe(200);
      text = await heard;
    } finally {
      await live.close();
    }
    expect(text).toContain('event: invitation');
    const listed = await c.b.get('painel', `/api/weddings/${c.wedding.id}/guest-list?q=souza`);
    expect(listed.json().items[0]).toMatchObject({ state: 'aberto', firstOpenedAt: expect.any(String) });
  });
});
