// RSVP rules (issue 5): one answer per guest (name + contact, accent- and case-insensitive),
// answering again updates it (from the same browser, or with the contact the answer gave; otherwise
// it is kept apart for the couple, rsvp-conflicts.ts); on a wedding with a guest list the answer is
// matched to a household, whose invitation caps the companions, or waits for the couple
// (open-answer-match.ts); answers close after the RSVP deadline; the couple is e-mailed (off the
// request path).
import { todayIn } from '../../../shared/dates.ts';
import type { RsvpMode } from '../../../shared/guest-list.ts';
import { type RsvpAnswer, type RsvpInput, rsvpMessages } from '../../../shared/rsvp.ts';
import { searchKey } from '../../../shared/text.ts';
import { answersOpen } from '../../../shared/wedding-events.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { announce } from '../live/wedding-news.ts';
import { matchByName, type OpenMatch, settleOpenAnswer } from './open-answer-match.ts';
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
  deps: {
    db: Db;
    jobs: Pick<JobQueue, 'sendSoon'>;
    writer: RsvpWriter;
    /** A member's answer changed: the household's personal page (kept per process) must show it. */
    answersChanged?: (weddingId: string) => Promise<void>;
  },
  /**
   * `hasInvitedList`: answers are matched to the list's households (see published-sites.ts);
   * `rsvpMode` 'convite': nobody answers here, only through personal links; `rsvpDeadline`: the
   * last day to answer (São Paulo).
   */
  wedding: { id: string; hasInvitedList: boolean; rsvpMode?: RsvpMode; rsvpDeadline?: string | null },
  input: RsvpInput,
  /** Hash of the answering browser's cookie (rsvp-device.ts). */
  deviceHash: string,
  today = todayIn(),
) {
  if (wedding.rsvpMode === 'convite') throw new AppError('RSVP_INVITE_ONLY');
  if (!answersOpen(wedding.rsvpDeadline ?? null, today)) throw new AppError('RSVP_CLOSED');
  const { db } = deps;
  const weddingId = wedding.id;
  const nameKey = searchKey(input.name);
  let match: OpenMatch | null = null;
  if (wedding.hasInvitedList) {
    match = await matchByName(db, weddingId, nameKey);
    if (match && input.companions > match.maxCompanions)
      throw new AppError('VALIDATION', rsvpMessages.tooManyCompanions(match.maxCompanions));
  }

  // The household is set once the answer is settled (a new answer starts unlinked, waiting for the
  // couple unless its name matched; answering again never changes the household it was linked to).
  const needsLink = wedding.hasInvitedList && !match;
  const values = { weddingId, householdId: null, needsLink, ...answerColumns(input), deviceHash };
  // "Editar resposta" updates the answer this browser gave, even under a new name or contact.
  const own = input.answerId ? await rewriteOwnAnswer(db, input.answerId, values) : null;
  const row = own === 'taken' ? null : own ? { id: own, created: false } : await deps.writer.write(values);
  announce(deps.jobs, weddingId, 'rsvp');
  if (!row) {
    const id = await keepApart(db, values);
    return { id, status: 'conflict' as const, message: rsvpMessages.keptForReview, answer: null };
  }
  const created = row.created;
  // A new answer no name matched is already waiting for the couple: nothing more to write.
  if (wedding.hasInvitedList && (match || !created)) {
    const settled = await settleOpenAnswer(
      db,
      { rsvpId: row.id, weddingId, nameKey, attending: input.attending, name: input.name },
      match,
    );
    if (settled.applied) await deps.answersChanged?.(weddingId);
  }

  const message = !created
    ? rsvpMessages.updated
    : input.attending
      ? rsvpMessages.thanksYes
      : rsvpMessages.thanksNo;
  const { name, attending, companions, companionNames, phone, email, note } = values;
  const answer: RsvpAnswer = { id: row.id, name, attending, companions, companionNames, phone, email, note };
  return { id: row.id, status: created ? ('created' as const) : ('updated' as const), message, answer };
}
