// The e-mails of each answer, sent by a job (issue 13): an answer marks its own row as news
// (`mail_pending_since`), a worker claims rows for a while (`mail_claimed_at`, so two workers never
// send the same one), sends, and clears the mark unless the guest answered again meanwhile. A crash
// between the answer and the e-mail leaves the mark, which the sweep finds: nothing is lost.
// The couple is told of every answer; a guest who gave an e-mail gets their own confirmation, queued
// on the mail job, once per answer (rsvp-guest-mail.ts).
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { claimFree, olderThan } from '../../db/claims.ts';
import type { Db } from '../../db/client.ts';
import { rsvps } from '../../db/schema.ts';
import type { Mail, Mailer } from '../mail/mailer.ts';
import { loadWeddingEvent } from '../weddings/wedding-event.ts';
import { weddingOwnerEmail } from '../weddings/wedding-owner.ts';
import { rsvpGuestMail } from './rsvp-guest-mail.ts';
import { rsvpNotificationMail } from './rsvp-mail.ts';
import { answerColumns } from './rsvp-queries.ts';

export interface RsvpMailDeps {
  /** Sends the couple's e-mail. */
  mailer: Pick<Mailer, 'send'>;
  /** Queues the guest's confirmation about this wedding on the mail job (mail-job.ts). */
  queueMail: (mail: Mail, weddingId: string) => Promise<void>;
  /** The couple's list of answers, linked from their e-mail. */
  panelUrl: string;
  /** Where the guest site lives, linked from the guest's e-mail and named in its calendar file. */
  links: { baseHost: string; protocol: 'http' | 'https' };
}

/** How long a claim holds: a worker that died while sending gives its rows back after this. */
const CLAIM_SECONDS = 300;
const BATCH = 200;

const claimExpired = claimFree(rsvps.mailClaimedAt, CLAIM_SECONDS);

async function claim(db: Db, weddingId: string) {
  const waiting = db
    .select({ id: rsvps.id })
    .from(rsvps)
    .where(and(eq(rsvps.weddingId, weddingId), isNotNull(rsvps.mailPendingSince), claimExpired))
    .orderBy(asc(rsvps.mailPendingSince))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(rsvps)
    .set({ mailClaimedAt: sql`now()` })
    .where(inArray(rsvps.id, waiting))
    .returning({
      ...answerColumns,
      // Told nothing yet about this guest since the row was made: a new answer, not an update.
      created: sql<boolean>`${rsvps.createdAt} = ${rsvps.mailPendingSince}`,
      // As text, so the comparison below keeps PostgreSQL's microseconds.
      answeredAt: sql<string>`${rsvps.updatedAt}::text`,
      guestMailKey: rsvps.guestMailKey,
    });
}

/**
 * Sends the couple every answer of this wedding they have not been told about, and queues the
 * guests' confirmations; returns how many answers were handled.
 */
export async function sendPendingRsvpMails(db: Db, deps: RsvpMailDeps, weddingId: string): Promise<number> {
  const ownerEmail = await weddingOwnerEmail(db, weddingId);
  const event = await loadWeddingEvent(db, weddingId, deps.links);
  let sent = 0;
  for (;;) {
    const rows = await claim(db, weddingId);
    if (rows.length === 0) return sent;
    const done: typeof rows = [];
    try {
      for (const row of rows) {
        if (ownerEmail)
          await deps.mailer.send(rsvpNotificationMail(ownerEmail, row, row.created, deps.panelUrl));
        const guest = event ? rsvpGuestMail(row, row.guestMailKey, event) : null;
        if (guest) await deps.queueMail(guest.mail, weddingId);
        done.push({ ...row, guestMailKey: guest?.key ?? row.guestMailKey });
      }
    } catch (err) {
      // Give back what this worker has not sent, so the retry (or another worker) sends it.
      const unsent = rows.slice(done.length).map((r) => r.id);
      await db.update(rsvps).set({ mailClaimedAt: null }).where(inArray(rsvps.id, unsent));
      throw err;
    } finally {
      await markSent(db, done);
    }
    sent += done.length;
  }
}

/**
 * Clears the news mark of the answers just sent, in one statement; an answer given again while its
 * e-mail went out stays news of its own (marked at its new time). The guest's digest records the
 * answer their e-mail was about, whatever came since.
 */
async function markSent(
  db: Db,
  rows: { id: string; answeredAt: string; guestMailKey: string | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  const sentRows = sql.join(
    rows.map((r) => sql`(${r.id}::uuid, ${r.answeredAt}::timestamptz, ${r.guestMailKey}::text)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${rsvps} set
      mail_pending_since = case when ${rsvps.updatedAt} = sent.answered_at then null else ${rsvps.updatedAt} end,
      mail_claimed_at = case when ${rsvps.updatedAt} = sent.answered_at then null else ${rsvps.mailClaimedAt} end,
      guest_mail_key = sent.guest_mail_key
    from (values ${sentRows}) as sent(id, answered_at, guest_mail_key)
    where ${rsvps.id} = sent.id`);
}

/** Weddings with answers whose e-mail has waited longer than `olderThanSeconds` (a lost job). */
export async function weddingsWithLostRsvpMail(db: Db, olderThanSeconds: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ weddingId: rsvps.weddingId })
    .from(rsvps)
    .where(
      and(
        isNotNull(rsvps.mailPendingSince),
        olderThan(rsvps.mailPendingSince, olderThanSeconds),
        claimExpired,
      ),
    )
    .limit(500);
  return rows.map((r) => r.weddingId);
}
