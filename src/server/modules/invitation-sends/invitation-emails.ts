// The e-mails the platform sends households for the couple: "Enviar por e-mail" (every household
// of the invitation queue with an e-mail) and the automatic reminder before the RSVP deadline.
// Each is one row per household and kind (invitation_emails), made once, so no household gets the
// same e-mail twice however often the couple clicks or the sweep runs. A job sends the rows of one
// wedding a batch a minute (throttled), each through the mail job under the row's id, so a retry
// after a crash queues nothing twice. A household that asked for no more e-mails, or one that
// answered before its reminder went, is skipped.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { todayIn } from '../../../shared/dates.ts';
import type { SendKind } from '../../../shared/invitation-sends.ts';
import { claimFree, olderThan } from '../../db/claims.ts';
import type { Db, Tx } from '../../db/client.ts';
import { householdSends, invitationEmails, invitedHouseholds, weddings } from '../../db/schema.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Mail } from '../mail/mailer.ts';
import { ensureHouseholdSends } from './household-sends.ts';
import { invitationMail, unsubscribeUrl } from './invitation-email.ts';
import {
  ensureInviteCode,
  householdFacts,
  type Links,
  loadSendContext,
  templateValues,
} from './send-context.ts';
import { emailableCondition } from './send-queue.ts';

export const INVITATION_EMAILS_JOB = 'invitation-emails';
/** At most this many e-mails of one wedding leave per minute. */
export const EMAILS_PER_MINUTE = 30;
/** How long a claim holds: a worker that died while sending gives its rows back after this. */
const CLAIM_SECONDS = 300;

export interface InvitationMailDeps {
  /** Queues one e-mail on the mail job; `id` names it, so queueing it again adds nothing. */
  queueMail: (mail: Mail, weddingId: string, id: string) => Promise<void>;
  links: Links;
}

type Wake = Pick<JobQueue, 'send'>;

/** Asks for this wedding's e-mails to be sent (now, or after `afterSeconds`). */
export async function wakeInvitationEmails(jobs: Wake, weddingId: string, afterSeconds?: number) {
  await jobs.send(INVITATION_EMAILS_JOB, { weddingId }, { startAfterSeconds: afterSeconds });
}

/** "Enviar por e-mail": a row for every household it reaches; returns how many were added. */
export async function queueInvitationEmails(db: Db, weddingId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const households = await tx
      .select({ id: invitedHouseholds.id })
      .from(invitedHouseholds)
      .where(and(eq(invitedHouseholds.weddingId, weddingId), emailableCondition));
    const ids = households.map((r) => r.id);
    if (ids.length === 0) return 0;
    await ensureHouseholdSends(tx, weddingId, ids);
    const added = await tx
      .insert(invitationEmails)
      .values(ids.map((householdId) => ({ weddingId, householdId, kind: 'convite' as const })))
      .onConflictDoNothing()
      .returning({ id: invitationEmails.id });
    return added.length;
  });
}

const claimExpired = claimFree(invitationEmails.claimedAt, CLAIM_SECONDS);
const pending = eq(invitationEmails.status, 'pendente');

async function claim(db: Db, weddingId: string, limit: number) {
  const waiting = db
    .select({ id: invitationEmails.id })
    .from(invitationEmails)
    .where(and(eq(invitationEmails.weddingId, weddingId), pending, claimExpired))
    .orderBy(asc(invitationEmails.createdAt), asc(invitationEmails.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(invitationEmails)
    .set({ claimedAt: sql`now()` })
    .where(inArray(invitationEmails.id, waiting))
    .returning({
      id: invitationEmails.id,
      householdId: invitationEmails.householdId,
      kind: invitationEmails.kind,
    });
}

async function finish(db: Tx, id: string, status: 'enviado' | 'ignorado', to: string | null = null) {
  await db
    .update(invitationEmails)
    .set({ status, toEmail: to, sentAt: status === 'enviado' ? sql`now()` : null, claimedAt: null })
    .where(eq(invitationEmails.id, id));
}

/** The household's invitation went by e-mail (unless the couple already recorded another send). */
async function recordSent(db: Tx, householdId: string, kind: SendKind) {
  if (kind === 'convite') {
    await db
      .update(invitedHouseholds)
      .set({ sentAt: sql`now()`, sentVia: 'email', updatedAt: sql`now()` })
      .where(and(eq(invitedHouseholds.id, householdId), isNull(invitedHouseholds.sentAt)));
  } else {
    await db
      .update(householdSends)
      .set({ remindedAt: sql`now()`, remindedVia: 'email' })
      .where(eq(householdSends.householdId, householdId));
  }
}

export interface SendOutcome {
  sent: number;
  skipped: number;
  /** Rows of this wedding still waiting (sent on the next run, a minute later). */
  more: boolean;
}

/** Sends up to `limit` of the wedding's waiting e-mails. */
export async function sendPendingInvitationEmails(
  db: Db,
  deps: InvitationMailDeps,
  weddingId: string,
  limit = EMAILS_PER_MINUTE,
): Promise<SendOutcome> {
  const rows = await claim(db, weddingId, limit);
  const outcome: SendOutcome = { sent: 0, skipped: 0, more: false };
  if (rows.length === 0) return outcome;
  const context = await loadSendContext(db, weddingId, deps.links);
  const ids = rows.map((r) => r.householdId);
  await ensureHouseholdSends(db, weddingId, ids);
  const [facts, tokens] = await Promise.all([
    householdFacts(db, weddingId, inArray(invitedHouseholds.id, ids)),
    db
      .select({ householdId: householdSends.householdId, token: householdSends.unsubscribeToken })
      .from(householdSends)
      .where(inArray(householdSends.householdId, ids)),
  ]);
  const factsOf = new Map(facts.map((f) => [f.id, f]));
  const tokenOf = new Map(tokens.map((t) => [t.householdId, t.token]));
  let done = 0;
  try {
    for (const row of rows) {
      const household = factsOf.get(row.householdId);
      const token = tokenOf.get(row.householdId);
      const stale =
        !context ||
        !household?.email ||
        !token ||
        household.emailOptOut ||
        household.answeredAt !== null ||
        // The couple sent this invitation some other way meanwhile.
        (row.kind === 'convite' && household.sentAt !== null && household.sentVia !== 'email');
      if (stale) {
        await finish(db, row.id, 'ignorado');
        outcome.skipped++;
      } else {
        const code = await ensureInviteCode(db, household);
        const mail = invitationMail({
          to: household.email!,
          kind: row.kind,
          template:
            row.kind === 'convite' ? context.settings.inviteTemplate : context.settings.reminderTemplate,
          values: templateValues(context, household, code),
          coupleNames: context.coupleNames,
          unsubscribeUrl: unsubscribeUrl(context.siteUrl, token),
        });
        await deps.queueMail(mail, weddingId, row.id);
        await db.transaction(async (tx) => {
          await finish(tx, row.id, 'enviado', household.email);
          await recordSent(tx, row.householdId, row.kind);
        });
        outcome.sent++;
      }
      done++;
    }
  } catch (err) {
    // Give back what this worker has not sent, so the retry (or another worker) sends it.
    const unsent = rows.slice(done).map((r) => r.id);
    if (unsent.length)
      await db.update(invitationEmails).set({ claimedAt: null }).where(inArray(invitationEmails.id, unsent));
    throw err;
  }
  const [left] = await db
    .select({ id: invitationEmails.id })
    .from(invitationEmails)
    .where(and(eq(invitationEmails.weddingId, weddingId), pending))
    .limit(1);
  outcome.more = Boolean(left);
  return outcome;
}

/** `autoReminderDays` of the wedding `w`'s settings, when it is a number. */
const reminderDays = sql.raw(
  "case when jsonb_typeof(w.guest_list_settings->'autoReminderDays') = 'number' then (w.guest_list_settings->>'autoReminderDays')::int end",
);

/**
 * The automatic reminder: on the chosen day before the deadline (or a later run up to the deadline
 * itself, should that day's be missed), a reminder row for every household of those weddings that
 * was invited, has not answered, has an e-mail and did not opt out; once per household. Returns the
 * weddings that got new rows (to be woken).
 */
export async function sweepAutoReminders(db: Db, now = new Date()): Promise<string[]> {
  const today = todayIn(undefined, now);
  const result = await db.execute(sql`
    insert into ${invitationEmails} (wedding_id, household_id, kind)
    select h.wedding_id, h.id, 'lembrete'
    from ${weddings} w
    join ${invitedHouseholds} h on h.wedding_id = w.id
    where ${reminderDays} is not null
      and w.rsvp_deadline is not null
      and ${today}::date between w.rsvp_deadline - ${reminderDays} and w.rsvp_deadline
      and h.sent_at is not null
      and h.answered_at is null
      and exists (select 1 from household_members m where m.household_id = h.id and m.email is not null)
      and not exists (
        select 1 from ${householdSends} s where s.household_id = h.id and s.email_opt_out_at is not null
      )
    on conflict (household_id, kind) do nothing
    returning wedding_id`);
  const touched = [...new Set((result.rows as { wedding_id: string }[]).map((r) => r.wedding_id))];
  return touched;
}

/**
 * Weddings with e-mails that have waited longer than `olderThanSeconds` while nothing of that
 * wedding was sent or claimed for a few minutes: a lost wake-up, not a big list leaving slowly.
 */
export async function weddingsWithLostInvitationEmails(db: Db, olderThanSeconds: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ weddingId: invitationEmails.weddingId })
    .from(invitationEmails)
    .where(
      and(
        pending,
        claimExpired,
        olderThan(invitationEmails.createdAt, olderThanSeconds),
        sql`not exists (
          select 1 from ${invitationEmails} recent
          where recent.wedding_id = ${invitationEmails.weddingId}
            and greatest(recent.sent_at, recent.claimed_at) > now() - make_interval(secs => ${CLAIM_SECONDS})
        )`,
      ),
    )
    .limit(500);
  return rows.map((r) => r.weddingId);
}
