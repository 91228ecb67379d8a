// A guest who answers on the site and gives an e-mail gets their own confirmation through the mail
// job: going, the date, the place and the calendar file; not going, a thank-you. One e-mail per
// answer: the same answer sent again queues nothing.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { outboxEmails, rsvps, siteSections } from '../../db/schema.ts';
import { createCoupleWithWedding } from '../../db/seed/factories.ts';
import { browser } from '../../testing/http.ts';
import { createTestApp, unique } from '../../testing/test-app.ts';
import { ensureSiteSections } from '../guest-site/site-sections.ts';

const { app, db, jobSchema } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });

async function siteWithCeremony() {
  const coupleEmail = `${unique()}@exemplo.com`;
  const { wedding } = await createCoupleWithWedding(db, {
    email: coupleEmail,
    name1: 'Lia',
    name2: 'Caio',
    weddingDate: '2031-10-11',
    slug: unique('confirmacao-'),
    sitePublished: true,
  });
  await ensureSiteSections(db, wedding.id, wedding.themeId);
  await db
    .update(siteSections)
    .set({
      content: {
        place: 'Paróquia São José',
        address: 'Rua das Flores, 10 - São Paulo',
        date: '',
        time: '16:30',
        notes: '',
      },
    })
    .where(and(eq(siteSections.weddingId, wedding.id), eq(siteSections.kind, 'cerimonia')));
  return { weddingId: wedding.id, slug: wedding.slug as string, coupleEmail };
}

type Site = Awaited<ReturnType<typeof siteWithCeremony>>;

/** Waits until the news job told the couple of `answers` answers and marked every row as told. */
async function settled(site: Site, answers: number) {
  await vi.waitFor(
    async () => {
      expect(await db.$count(outboxEmails, eq(outboxEmails.to, site.coupleEmail))).toBe(answers);
      const pending = and(eq(rsvps.weddingId, site.weddingId), isNotNull(rsvps.mailPendingSince));
      expect(await db.$count(rsvps, pending)).toBe(0);
    },
    { timeout: 30_000, interval: 100 },
  );
}

/** E-mails ever queued on the mail job that link to this site (waiting, done or archived). */
async function mailJobsLinking(site: Site): Promise<{ to: string; subject: string }[]> {
  const result = await db.execute<{ to: string; subject: string }>(sql`
    select data->>'to' as to, data->>'subject' as subject from (
      select data, created_on from ${sql.identifier(jobSchema)}.job where name = 'mail'
      union all select data, created_on from ${sql.identifier(jobSchema)}.archive where name = 'mail'
    ) jobs
    where data->>'text' like ${`%/${site.slug}\n%`}
    order by created_on`);
  return result.rows;
}

async function mailsTo(address: string) {
  await vi.waitFor(
    async () => expect(await db.$count(outboxEmails, eq(outboxEmails.to, address))).toBeGreaterThan(0),
    { timeout: 30_000, interval: 100 },
  );
  return db.select().from(outboxEmails).where(eq(outboxEmails.to, address)).orderBy(outboxEmails.createdAt);
}

const answer = (extra: Record<string, unknown> = {}) => ({
  name: 'Tia Glória',
  attending: true,
  companions: 1,
  companionNames: ['Tio Ruy'],
  ...extra,
});

describe("the guest's RSVP e-mail", () => {
  it('sends a guest who confirms one e-mail with the calendar file, and none for the same answer again', async () => {
    const site = await siteWithCeremony();
    const guestEmail = `${unique('gloria')}@exemplo.com`;
    const guest = browser(app, '10.88.0.1');
    const url = `/api/sites/${site.slug}/rsvps`;
    expect((await guest.post('noivos', url, answer({ email: guestEmail }))).statusCode).toBe(200);
    await settled(site, 1);
    expect(await mailJobsLinking(site)).toEqual([
      { to: guestEmail, subject: 'Presença confirmada - casamento de Lia & Caio' },
    ]);

    const [mail] = await mailsTo(guestEmail);
    expect(mail?.text).toContain('Quando: 11 de outubro de 2031, às 16h30');
    expect(mail?.text).toContain('Onde: Paróquia São José - Rua das Flores, 10 - São Paulo');
    expect(mail?.text).toContain(
      'Como chegar (Google Maps): https://www.google.com/maps/dir/?api=1&destination=',
    );
    expect(mail?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`casamento-${site.slug}.ics`, 'text/calendar; charset=utf-8; method=PUBLISH'],
    ]);
    const ics = (mail?.attachments[0]?.content ?? '').replace(/\r\n /g, '').split('\r\n');
    expect(ics).toEqual(
      expect.arrayContaining([
        'DTSTART:20311011T193000Z',
        'SUMMARY:Casamento de Lia & Caio',
        'LOCATION:Paróquia São José - Rua das Flores\\, 10 - São Paulo',
        `UID:${site.weddingId}@noivos.localhost:3000`,
      ]),
    );
    // The dev outbox lists the file by name.
    const outbox = await app.inject({ url: '/dev/outbox', headers: { host: 'localhost:3000' } });
    expect(outbox.body).toContain(`casamento-${site.slug}.ics`);

    // The same answer again (a double tap, a replayed form): the couple hears of it, the guest not.
    expect((await guest.post('noivos', url, answer({ email: guestEmail }))).statusCode).toBe(200);
    await settled(site, 2);
    expect(await mailJobsLinking(site)).toHaveLength(1);

    // A different answer is news for the guest too: not going gets a thank-you, no calendar file.
    const declined = answer({ email: guestEmail, attending: false, companions: 0, companionNames: [] });
    expect((await guest.post('noivos', url, declined)).statusCode).toBe(200);
    await settled(site, 3);
    expect((await mailJobsLinking(site)).map((m) => m.subject)).toEqual([
      'Presença confirmada - casamento de Lia & Caio',
      'Resposta recebida - casamento de Lia & Caio',
    ]);
    await vi.waitFor(async () => expect(await mailsTo(guestEmail)).toHaveLength(2), { timeout: 30_000 });
    const thanks = (await mailsTo(guestEmail))[1];
    expect(thanks?.text).toContain('você não poderá ir ao casamento. Obrigado por avisar!');
    expect(thanks?.attachments).toEqual([]);
  });

  it('sends nothing to a guest who gave no e-mail', async () => {
    const site = await siteWithCeremony();
    const guest = browser(app, '10.88.0.2');
    const res = await guest.post('noivos', `/api/sites/${site.slug}/rsvps`, answer({ phone: '11999990000' }));
    expect(res.statusCode).toBe(200);
    await settled(site, 1);
    expect(await mailJobsLinking(site)).toEqual([]);
  });

  it('answers the page form without JavaScript the same way', async () => {
    const site = await siteWithCeremony();
    const guestEmail = `${unique('davi')}@exemplo.com`;
    const guest = browser(app, '10.88.0.3');
    const res = await guest.postForm(
      'noivos',
      `/${site.slug}/rsvp`,
      `name=Primo+Davi&attending=sim&companions=0&email=${encodeURIComponent(guestEmail)}`,
    );
    expect(res.statusCode).toBe(303);
    await settled(site, 1);
    expect(await mailJobsLinking(site)).toEqual([
      { to: guestEmail, subject: 'Presença confirmada - casamento de Lia & Caio' },
    ]);
  });
});
