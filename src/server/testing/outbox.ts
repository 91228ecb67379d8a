// The e-mails the app sent in tests (the outbox table: no SMTP), read once the jobs have sent them.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outboxEmails } from '../db/schema.ts';
import { eventually } from './payments.ts';

/** The e-mails to `to` (with `subject`, when given), newest first, once at least `count` are there. */
export function mailsTo(
  db: Db,
  to: string,
  { subject, count = 1 }: { subject?: string; count?: number } = {},
) {
  return eventually(async () => {
    const rows = await db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, to), subject ? eq(outboxEmails.subject, subject) : undefined))
      .orderBy(desc(outboxEmails.createdAt));
    return rows.length >= count ? rows : undefined;
  });
}

/** The newest e-mail to `to` (with `subject`, when given), once it was sent. */
export async function mailTo(db: Db, to: string, subject?: string) {
  const [mail] = await mailsTo(db, to, { subject });
  if (!mail) throw new Error(`no e-mail to ${to}`);
  return mail;
}
