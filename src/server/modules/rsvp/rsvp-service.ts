// RSVP rules (issue 5): one answer per guest (name + contact, accent- and case-insensitive),
// answering again updates it (from the same browser, or with the contact the answer gave; otherwise
// it is kept apart for the couple, rsvp-conflicts.ts); invited households cap the companions; the
// couple is e-mailed (off the request path).
import { and, eq } from 'drizzle-orm';
import type { RsvpMode } from '../../../shared/guest-list.ts';
import { type RsvpAnswer, type RsvpInput, rsvpMessages } from '../../../shared/rsvp.ts';
import { searchKey } from '../../../shared/text.ts';
import type { Db } from '../../db/client.ts';
import { invitedHouseholds } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { announce } from '../live/wedding-news.ts';
import { keepApart } from './rsvp-conflicts.ts';
import { rewriteOwnAnswer } from './rsvp-own-answer.ts';
import type { RsvpWriter } from './rsvp-writer.ts';

export function contactKey(input: Pick<RsvpInput, 'email' | 'phone'>): string {
  return input.email?.toLowerCase() ?? input.phone ?? '';
}

/** The columns an answer writes, from what the guest (or the couple correcting it) typed. */
export function answerColumns(input: RsvpInput) {
  return {
    name: input.name,
    nameKey: searchKey(input.name),
    contactKey: contactKey(input),
    attending: input.attending,
    companions: input.companions,
    companionNames: input.companionNames,
    phone: input.phone,
    email: input.email?.toLowerCase() ?? null,
    note: input.note,
  };
}

/**
 * Records a guest's answer, written together with the other answers of the moment (rsvp-writer.ts).
 * The couple's e-mail and the panel's live event leave the request: the row itself is marked as
 * news (`mail_pending_since`) in the same statement and a coalesced job tells the couple
 * (rsvp-outbox.ts), so nothing is lost if the process dies before the job runs (the sweep finds it).
 */
export async function submitRsvp(
  deps: { db: Db; jobs: Pick<JobQueue, 'sendSoon'>; writer: RsvpWriter },
  /**
   * `hasInvitedList`: only invited households may answer (see published-sites.ts); `rsvpMode`
   * 'convite': nobody answers here, only through personal links.
   */
  wedding: { id: string; hasInvitedList: boolean; rsvpMode?: RsvpMode },
  input: RsvpInput,
  /** Hash of the answering browser's cookie (rsvp-device.ts). */
  deviceHash: string,
) {
  if (wedding.rsvpMode === 'convite') throw new AppError('RSVP_INVITE_ONLY');
  const { db } = deps;
  const weddingId = wedding.id;
  const nameKey = searchKey(input.name);
  let householdId: string | null = null;
  if (wedding.hasInvitedList) {
    const [household] = await db
      .select({ id: invitedHouseholds.id, max: invitedHouseholds.maxCompanions })
      .from(invitedHouseholds)
      .where(and(eq(invitedHouseholds.weddingId, weddingId), eq(invitedHouseholds.nameKey, nameKey)));
    if (!household) throw new AppError('NOT_INVITED');
    if (input.companions > household.max)
      throw new AppError('VALIDATION', rsvpMessages.tooManyCompanions(household.max));
    householdId = household.id;
  }

  const values = { weddingId, householdId, ...answerColumns(input), deviceHash };
  // "Editar resposta" updates the answer this browser gave, even under a new name or contact.
  const own = input.answerId ? await rewriteOwnAnswer(db, input.answerId, values) : null;
  const row = own === 'taken' ? null : own ? { id: own, created: false } : await deps.writer.write(values);
  announce(deps.jobs, weddingId, 'rsvp');
  if (!row) {
    const id = await keepApart(db, values);
    return { id, status: 'conflict' as const, message: rsvpMessages.keptForReview, answer: null };
  }
  const created = row.created;

  const message = !created
    ? rsvpMessages.updated
    : input.attending
      ? rsvpMessages.thanksYes
      : rsvpMessages.thanksNo;
  const { name, attending, companions, companionNames, phone, email, note } = values;
  const answer: RsvpAnswer = { id: row.id, name, attending, companions, companionNames, phone, email, note };
  return { id: row.id, status: created ? ('created' as const) : ('updated' as const), message, answer };
}
