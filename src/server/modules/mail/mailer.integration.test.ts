// Attachments: sent over SMTP as files, and listed in the outbox by name, type and size, their text
// kept in development only (like the e-mail's own text).
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema.ts';
import { startFakeSmtp } from '../../testing/fake-smtp.ts';
import { unique } from '../../testing/test-app.ts';
import { createMailer, type Mail } from './mailer.ts';

const database = await openDatabase({ url: process.env.DATABASE_URL ?? '' });
const smtp = await startFakeSmtp();
afterAll(async () => {
  await smtp.stop();
  await database.close();
});
const log = Fastify({ logger: false }).log;
const from = 'Nosso Sim <nao-responda@nossosim.com.br>';

function calendarMail(): Mail {
  return {
    to: `${unique()}@exemplo.com`,
    subject: 'Presença confirmada',
    text: 'Até lá!\n',
    attachments: [
      {
        filename: 'casamento-lia-e-caio.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: 'BEGIN:VCALENDAR\r\nSUMMARY:Casamento de Lia & Caio\r\nEND:VCALENDAR\r\n',
      },
    ],
  };
}

const stored = (to: string) =>
  database.db
    .select({ attachments: outboxEmails.attachments })
    .from(outboxEmails)
    .where(eq(outboxEmails.to, to));

describe('e-mail attachments', () => {
  it('go out over SMTP as a named file, and the outbox records their name, type and size', async () => {
    const mailer = createMailer(database.db, log, { smtpUrl: smtp.url, from, development: false });
    const mail = calendarMail();
    await mailer.send(mail);
    const sent = smtp.mails.find((m) => m.to.includes(mail.to));
    expect(sent?.data).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/i);
    expect(sent?.data).toMatch(/Content-Disposition: attachment;\s+filename=casamento-lia-e-caio\.ics/i);
    expect(await stored(mail.to)).toEqual([
      {
        attachments: [
          {
            filename: 'casamento-lia-e-caio.ics',
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            size: 65,
            content: null,
          },
        ],
      },
    ]);
  });

  it('keep their text in the development outbox', async () => {
    const mailer = createMailer(database.db, log, { from, development: true });
    const mail = calendarMail();
    await mailer.send(mail);
    const [row] = await stored(mail.to);
    expect(row?.attachments[0]?.content).toBe(mail.attachments?.[0]?.content);
  });
});
