// Sends e-mail over SMTP when SMTP_URL is set; otherwise writes it to the outbox table (shown at
// the dev-only /dev/outbox page) and logs it, so the embedded setup needs no mail server.
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(
  db: Db,
  log: FastifyBaseLogger,
  options: { smtpUrl?: string; from: string },
): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
        await db.insert(outboxEmails).values({ ...mail, sentAt: new Date() });
      },
    };
  }
  return {
    async send(mail) {
      await db.insert(outboxEmails).values(mail);
      log.info({ to: mail.to, subject: mail.subject }, `e-mail na caixa de saída:\n${mail.text}`);
    },
  };
}
