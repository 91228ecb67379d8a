// RSVPs under a burst (issue 13): each answer is one write, the couple's e-mails and live events
// go out from a job, and every answer is told to the couple exactly once, even with two workers
// at it, a failing mail server, or a guest answering again while the e-mail goes out.
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { RsvpInput } from '../../../shared/rsvp.ts';
import { outboxEmails, rsvps } from '../../db/schema.ts';
import { createCoupleWithWedding } from '../../db/seed/factories.ts';
import { testHosts } from '../../testing/http.ts';
import { createTestApp, unique } from '../../testing/test-app.ts';
import type { Mail, Mailer } from '../mail/mailer.ts';
import { type RsvpMailDeps, sendPendingRsvpMails, weddingsWithLostRsvpMail } from './rsvp-outbox.ts';
import { submitRsvp } from './rsvp-service.ts';
import { RsvpWriter } from './rsvp-writer.ts';

const t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
const db = t.database.db;
const PANEL = 'http://painel.localhost:3000/dashboard/convidados/presencas';
// Answers recorded without waking a worker, so the test decides when e-mails go out.
const quiet = { db, jobs: { sendSoon: () => {} }, writer: new RsvpWriter(db) };
/** Every answer here comes from one browser, so answering again updates. */
const submit = (deps: typeof quiet, w: Parameters<typeof submitRsvp>[1], input: RsvpInput) =>
  submitRsvp(deps, w, input, 'um-navegador');

async function wedding() {
  const email = `${unique()}@exemplo.com`;
  const { wedding } = await createCoupleWithWedding(db, {
    email,
    name1: 'Lia',
    name2: 'Caio',
    slug: unique('rsvp-'),
    sitePublished: true,
  });
  return { id: wedding.id, hasInvitedList: false, slug: wedding.slug as string, email };
}

function answer(name: string, extra: Partial<RsvpInput> = {}): RsvpInput {
  return {
    name,
    attending: true,
    companions: 0,
    companionNames: [],
    phone: null,
    email: `${name.toLowerCase().replaceAll(' ', '.')}@exemplo.com`,
    note: null,
    ...extra,
  };
}

/** The couple's e-mails go to `mailer`; the guests' confirmations are queued into `queued`. */
function mailDeps(mailer: Pick<Mailer, 'send'>, queued: Mail[] = []): RsvpMailDeps {
  return {
    mailer,
    queueMail: async (mail) => void queued.push(mail),
    panelUrl: PANEL,
    links: t.config,
  };
}

function recordingMailer(fail?: (mail: Mail, n: number) => boolean) {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail: Mail) {
      if (fail?.(mail, sent.length)) throw new Error('SMTP fora do ar');
      sent.push(mail);
    },
  };
}

describe('RSVP e-mails', () => {
  it('tells the couple once per guest, with the latest answer, and once more for a later change', async () => {
    const w = await wedding();
    await submit(quiet, w, answer('Tia Rosa'));
    await submit(quiet, w, answer('Tia Rosa', { attending: false }));
    await submit(quiet, w, answer('Tio Ivo'));
    const mailer = recordingMailer();
    expect(await sendPendingRsvpMails(db, mailDeps(mailer), w.id)).toBe(2);
    expect(mailer.sent.map((m) => m.subject).sort()).toEqual([
      'Tia Rosa não poderá ir ao casamento',
      'Tio Ivo confirmou presença no casamento',
    ]);
    expect(mailer.sent.every((m) => m.to === w.email && m.text.includes(PANEL))).toBe(true);
    expect(await sendPendingRsvpMails(db, mailDeps(mailer), w.id)).toBe(0);

    await submit(quiet, w, answer('Tia Rosa'));
    expect(await sendPendingRsvpMails(db, mailDeps(mailer), w.id)).toBe(1);
    expect(mailer.sent.at(-1)?.subject).toBe('Tia Rosa atualizou a resposta de presença');
  });

  it('sends each answer once with two workers at once, and again after the mail server fails', async () => {
    const w = await wedding();
    const names = Array.from({ length: 120 }, (_, i) => `Convidado ${i}`);
    await Promise.all(names.map((n) => submit(quiet, w, answer(n))));

    const failing = recordingMailer((_, n) => n === 30);
    await expect(sendPendingRsvpMails(db, mailDeps(failing), w.id)).rejects.toThrow('SMTP fora do ar');
    expect(failing.sent).toHaveLength(30);
    expect(await weddingsWithLostRsvpMail(db, 0)).toContain(w.id);

    const one = recordingMailer();
    const two = recordingMailer();
    await Promise.all([
      sendPendingRsvpMails(db, mailDeps(one), w.id),
      sendPendingRsvpMails(db, mailDeps(two), w.id),
    ]);
    const subjects = [...failing.sent, ...one.sent, ...two.sent].map((m) => m.subject);
    expect(subjects).toHaveLength(120);
    expect(new Set(subjects).size).toBe(120);
    expect(await weddingsWithLostRsvpMail(db, 0)).not.toContain(w.id);
  });

  it('keeps an answer given while its e-mail was going out as news of its own', async () => {
    const w = await wedding();
    await submit(quiet, w, answer('Prima Bia'));
    const mailer = recordingMailer();
    let answeredAgain = false;
    await sendPendingRsvpMails(
      db,
      mailDeps({
        async send(mail) {
          if (!answeredAgain) {
            answeredAgain = true;
            await submit(quiet, w, answer('Prima Bia', { attending: false }));
          }
          await mailer.send(mail);
        },
      }),
      w.id,
    );
    expect(mailer.sent.map((m) => m.subject)).toEqual([
      'Prima Bia confirmou presença no casamento',
      'Prima Bia atualizou a resposta de presença',
    ]);
    expect(mailer.sent[1]?.text).toContain('Prima Bia não poderá ir.');
  });

  it('takes a burst of answers over HTTP: every one stored, every couple e-mail sent once by the jobs', async () => {
    const w = await wedding();
    const guests = Array.from({ length: 150 }, (_, i) => `Amiga ${i}`);
    const replies = await Promise.all(
      guests.map((name, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/sites/${w.slug}/rsvps`,
          remoteAddress: `10.77.${i % 200}.${i % 7}`,
          headers: { host: testHosts.noivos, origin: `http://${testHosts.noivos}` },
          payload: answer(name),
        }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(guests.map(() => 200));
    expect(await db.$count(rsvps, eq(rsvps.weddingId, w.id))).toBe(150);
    await vi.waitFor(
      async () => {
        const mails = await db.select().from(outboxEmails).where(eq(outboxEmails.to, w.email));
        expect(mails).toHaveLength(150);
      },
      { timeout: 60_000, interval: 200 },
    );
    const mails = await db.select().from(outboxEmails).where(eq(outboxEmails.to, w.email));
    expect(new Set(mails.map((m) => m.subject)).size).toBe(150);
    expect(await weddingsWithLostRsvpMail(db, 0)).not.toContain(w.id);
  }, 90_000);
});
