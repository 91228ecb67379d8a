// Issue 25, WhatsApp reminders to guests (the built-in sandbox): a household asks for them on its
// personal invitation and a guest on the open RSVP form; the daily job sends the reminder to answer
// before the deadline (once, and not after answering) and the one on the event's day with the map
// link (to those who said yes); a wrong number changes nothing; a number that replied SAIR gets nothing.
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatDateShort, todayIn } from '../../../shared/dates.ts';
import { directionsLinks } from '../../../shared/directions.ts';
import { phoneLabel } from '../../../shared/guest-phone.ts';
import { originFor } from '../../../shared/hosts.ts';
import { answerField, invitationTexts } from '../../../shared/invitation.ts';
import { rsvpMessages } from '../../../shared/rsvp.ts';
import {
  memberEventAnswers,
  weddings,
  whatsappContacts,
  whatsappGuestReminders,
  whatsappMessages,
} from '../../db/schema.ts';
import { signedInCouple } from '../../testing/couples.ts';
import { browsersFrom, formBody } from '../../testing/http.ts';
import { insertEvent, insertHousehold } from '../../testing/invited-households.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { sendGuestReminders } from './guest-reminders.ts';

const { app, db } = await createTestApp();
const guest = browsersFrom(app, '10.63.0');
let address = 0;

const newPhone = () => `55219${String(randomInt(10_000_000, 99_999_999))}`;
const typed = (phone: string) => `(${phone.slice(2, 4)}) ${phone.slice(4, 9)}-${phone.slice(9)}`;
const today = () => todayIn();
const inDays = (n: number) => todayIn('America/Sao_Paulo', new Date(Date.now() + n * 86_400_000));

/** A published site with an event today, a household invited to it and an RSVP deadline. */
async function siteWithEventToday(deadline: string) {
  const couple = await signedInCouple(app, db, { sitePublished: true }, `10.63.1.${++address}`);
  const weddingId = couple.wedding.id;
  await db.update(weddings).set({ rsvpDeadline: deadline }).where(eq(weddings.id, weddingId));
  const igreja = await insertEvent(db, weddingId, {
    name: 'Cerimônia',
    date: today(),
    time: '16:30',
    placeName: 'Paróquia São José',
    address: 'Rua das Flores, 10, São Paulo',
    position: 1,
  });
  const souza = await insertHousehold(db, weddingId, {
    name: 'Família Souza',
    members: [{ name: 'Ana Souza' }, { name: 'Leo Souza' }],
    eventIds: [igreja.id],
  });
  const slug = couple.wedding.slug!;
  return { ...couple, weddingId, slug, igreja, souza, page: `/${slug}/convite/${souza.code}` };
}

const sentTo = (phone: string) =>
  db
    .select()
    .from(whatsappMessages)
    .where(eq(whatsappMessages.phone, phone))
    .orderBy(whatsappMessages.createdAt)
    .then((rows) => rows.map((m) => [m.templateName, m.parameters]));

const remindersOf = (weddingId: string) =>
  db.select().from(whatsappGuestReminders).where(eq(whatsappGuestReminders.weddingId, weddingId));

describe('WhatsApp reminders to guests', () => {
  it('a household asks on its invitation, is reminded to answer once until it answers, and may change the number', async () => {
    const deadline = inDays(2);
    const site = await siteWithEventToday(deadline);
    // The event is today: only the reminder to answer is in question here, so nobody has said yes.
    const b = guest();
    const page = await b.get('noivos', site.page);
    expect(page.body).toContain(invitationTexts.remindersTitle);

    // A number that is not a phone: back with the reason on the field, nothing kept.
    const wrong = await b.postForm('noivos', `${site.page}/whatsapp`, formBody([['telefone', '1234']]));
    expect(wrong.statusCode).toBe(303);
    expect(wrong.headers.location).toBe(`${site.page}?whatsapp=erro#lembretes-whatsapp`);
    const explained = await b.get('noivos', `${site.page}?whatsapp=erro`);
    expect(explained.body).toContain(rsvpMessages.whatsappPhone);
    const long = await b.postForm(
      'noivos',
      `${site.page}/whatsapp`,
      formBody([['telefone', '9'.repeat(100)]]),
    );
    expect(long.headers.location).toBe(`${site.page}?whatsapp=erro#lembretes-whatsapp`);
    expect(await remindersOf(site.weddingId)).toEqual([]);

    const phone = newPhone();
    const saved = await b.postForm('noivos', `${site.page}/whatsapp`, formBody([['telefone', typed(phone)]]));
    expect(saved.headers.location).toBe(`${site.page}?whatsapp=ok#lembretes-whatsapp`);
    expect((await b.get('noivos', `${site.page}?whatsapp=ok`)).body).toContain(
      invitationTexts.remindersSaved,
    );
    // The kept page shows the number from now on.
    expect((await b.get('noivos', site.page)).body).toContain(
      invitationTexts.remindersActive(phoneLabel(phone)),
    );

    await sendGuestReminders(app);
    await sendGuestReminders(app);
    const origin = originFor('noivos', app.config.baseHost, app.config.protocol);
    expect(await sentTo(phone)).toEqual([
      [
        'lembrete_confirmacao',
        [
          'Família Souza',
          'Ana & Rui',
          formatDateShort(deadline),
          `${origin}/${site.slug}/convite/${site.souza.code}`,
        ],
      ],
    ]);

    // "Trocar número": the new number takes the old one's place.
    const another = newPhone();
    await b.postForm('noivos', `${site.page}/whatsapp`, formBody([['telefone', typed(another)]]));
    expect((await remindersOf(site.weddingId)).map((r) => r.phone)).toEqual([another]);
    expect((await b.get('noivos', site.page)).body).toContain(
      invitationTexts.remindersActive(phoneLabel(another)),
    );

    // Answered (no to everything): a later deadline brings no new reminder, and nobody goes today.
    const [ana, leo] = site.souza.members;
    const answered = await b.postForm(
      'noivos',
      site.page,
      formBody([
        [answerField(ana!.id, site.igreja.id), 'nao'],
        [answerField(leo!.id, site.igreja.id), 'nao'],
      ]),
    );
    expect(answered.headers.location).toContain('resposta=ok');
    await db
      .update(weddings)
      .set({ rsvpDeadline: inDays(3) })
      .where(eq(weddings.id, site.weddingId));
    await sendGuestReminders(app);
    expect(await sentTo(phone)).toHaveLength(1);
    expect(await sentTo(another)).toEqual([]);
  });

  it('on the event’s day, guests who said yes get the time, the place and the map link, once', async () => {
    const site = await siteWithEventToday(inDays(-1));
    const householdPhone = newPhone();
    await guest().postForm(
      'noivos',
      `${site.page}/whatsapp`,
      formBody([['telefone', typed(householdPhone)]]),
    );
    const [ana] = site.souza.members;
    await db
      .insert(memberEventAnswers)
      .values({ memberId: ana!.id, eventId: site.igreja.id, attending: true });

    // The open form: one guest says yes and asks, another says no and asks, a third says yes only.
    const openYes = newPhone();
    const openNo = newPhone();
    const notAsked = newPhone();
    await db.update(weddings).set({ rsvpDeadline: null }).where(eq(weddings.id, site.weddingId));
    await app.siteChanged(site.weddingId);
    const rsvp = (name: string, attending: string, phone: string, asks: boolean) =>
      guest().postForm(
        'noivos',
        `/${site.slug}/rsvp`,
        formBody([
          ['name', name],
          ['attending', attending],
          ['companions', '0'],
          ['phone', typed(phone)],
          ...(asks ? ([['whatsappReminders', 'sim']] as [string, string][]) : []),
        ]),
      );
    expect((await rsvp('Bia Lima', 'sim', openYes, true)).headers.location).toContain('rsvp=sim');
    expect((await rsvp('Caio Reis', 'nao', openNo, true)).headers.location).toContain('rsvp=nao');
    expect((await rsvp('Duda Alves', 'sim', notAsked, false)).headers.location).toContain('rsvp=sim');

    await sendGuestReminders(app);
    await sendGuestReminders(app);
    const map = directionsLinks('Rua das Flores, 10, São Paulo').google;
    const day = ['lembrete_dia_do_evento', ['Ana & Rui', '16h30', 'Paróquia São José', map]];
    expect(await sentTo(householdPhone)).toEqual([day]);
    expect(await sentTo(openYes)).toEqual([day]);
    expect(await sentTo(openNo)).toEqual([]);
    expect(await sentTo(notAsked)).toEqual([]);
  });

  it('the open form asks for a phone to remind, and a number that replied SAIR gets nothing', async () => {
    const site = await siteWithEventToday(inDays(5));
    const noPhone = await guest().postForm(
      'noivos',
      `/${site.slug}/rsvp`,
      formBody([
        ['name', 'Eva Souto'],
        ['attending', 'sim'],
        ['companions', '0'],
        ['whatsappReminders', 'sim'],
      ]),
    );
    expect(noPhone.headers.location).toBe(
      `/${site.slug}?rsvp=erro&motivo=RSVP_WHATSAPP#confirme-sua-presenca`,
    );
    const json = await guest().post('noivos', `/api/sites/${site.slug}/rsvps`, {
      name: 'Eva Souto',
      attending: true,
      phone: '123',
      whatsappReminders: true,
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe(rsvpMessages.whatsappPhone);
    expect(await remindersOf(site.weddingId)).toEqual([]);

    const left = newPhone();
    await db.insert(whatsappContacts).values({ phone: left, optedOutAt: new Date() });
    const ok = await guest().post('noivos', `/api/sites/${site.slug}/rsvps`, {
      name: 'Eva Souto',
      attending: true,
      phone: typed(left),
      whatsappReminders: true,
    });
    expect(ok.statusCode).toBe(200);
    expect(await remindersOf(site.weddingId)).toHaveLength(1);
    await sendGuestReminders(app);
    expect(await sentTo(left)).toEqual([]);
  });
});
