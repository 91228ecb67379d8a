// Sends e-mail over SMTP when SMTP_URL is set; otherwise writes it to the outbox table (shown at
// the dev-only /dev/outbox page) and logs it, so the embedded setup needs no mail server.
// Whole e-mails (their reset, invitation and payment links) are kept and logged only in
// development: in production the outbox row and the log line carry the recipient and subject.
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema.ts';

/** A file sent with an e-mail, as text (a calendar's `.ics`), so a queued e-mail stays plain JSON. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Extra headers (List-Unsubscribe on the invitations a couple sends to guests). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(
  db: Db,
  log: FastifyBaseLogger,
  options: { smtpUrl?: string; from: string; development: boolean },
): Mailer {
  const record = (mail: Mail, sentAt?: Date) =>
    db.insert(outboxEmails).values({
      to: mail.to,
      subject: mail.subject,
      text: options.development ? mail.text : '',
      html: options.development ? mail.html : null,
      attachments: (mail.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        size: Buffer.byteLength(a.content),
        content: options.development ? a.content : null,
      })),
      sentAt,
    });

  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
        await record(mail, new Date());
        log.info({ to: mail.to, subject: mail.subject }, 'e-mail enviado');
      },
    };
  }
  return {
    async send(mail) {
      await record(mail);
      if (options.development)
        log.info({ to: mail.to, subject: mail.subject }, `e-mail na caixa de saída:\n${mail.text}`);
      else log.info({ to: mail.to, subject: mail.subject }, 'e-mail na caixa de saída');
    },
  };
}
