// What the couple records by hand: "Marcar como enviado" (an invitation, or a reminder: how and
// when) and its undo; and the couple's templates and automatic reminder, kept with the guest
// list's settings on the wedding (merged, so the other settings stay as they are).
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { todayIn } from '../../../shared/dates.ts';
import { defaultInviteTemplate, defaultReminderTemplate } from '../../../shared/guest-list.ts';
import type {
  MarkSentInput,
  SendKind,
  SendSettings,
  SendSettingsInput,
} from '../../../shared/invitation-sends.ts';
import type { Db, Tx } from '../../db/client.ts';
import { householdSends, invitedHouseholds, weddings } from '../../db/schema.ts';
import { findWeddingRow, updateWeddingRow } from '../../db/wedding-rows.ts';
import { AppError } from '../../http/errors.ts';
import { loadSendContext } from './send-context.ts';

/** The key of a household's "stop receiving" link: 128 random bits, base64url. */
export const newUnsubscribeToken = () => randomBytes(16).toString('base64url');

/** The household's sends row, made once (with its unsubscribe token) the first time it is needed. */
export async function ensureHouseholdSends(db: Tx, weddingId: string, householdIds: string[]): Promise<void> {
  if (householdIds.length === 0) return;
  await db
    .insert(householdSends)
    .values(
      householdIds.map((householdId) => ({
        householdId,
        weddingId,
        unsubscribeToken: newUnsubscribeToken(),
      })),
    )
    .onConflictDoNothing({ target: householdSends.householdId });
}

/** Today (São Paulo) is now; an earlier day is its noon, Brasília time. */
export function sentMoment(sentOn: string | null, now: Date): Date {
  if (!sentOn || sentOn === todayIn(undefined, now)) return now;
  return new Date(`${sentOn}T12:00:00-03:00`);
}

async function requireHousehold(db: Db, weddingId: string, householdId: string): Promise<void> {
  await findWeddingRow(db, invitedHouseholds, weddingId, householdId);
}

export async function markSent(
  db: Db,
  weddingId: string,
  householdId: string,
  input: MarkSentInput,
  now = new Date(),
): Promise<void> {
  const at = sentMoment(input.sentOn, now);
  if (input.kind === 'convite') {
    await updateWeddingRow(db, invitedHouseholds, weddingId, householdId, {
      sentAt: at,
      sentVia: input.via,
      updatedAt: now,
    });
    return;
  }
  await requireHousehold(db, weddingId, householdId);
  await db
    .insert(householdSends)
    .values({
      householdId,
      weddingId,
      unsubscribeToken: newUnsubscribeToken(),
      remindedAt: at,
      remindedVia: input.via,
    })
    .onConflictDoUpdate({
      target: householdSends.householdId,
      set: { remindedAt: at, remindedVia: input.via },
    });
}

/** "Desfazer": the invitation (or reminder) counts as not sent again. */
export async function unmarkSent(db: Db, weddingId: string, householdId: string, kind: SendKind) {
  if (kind === 'convite') {
    await updateWeddingRow(db, invitedHouseholds, weddingId, householdId, {
      sentAt: null,
      sentVia: null,
      updatedAt: new Date(),
    });
    return;
  }
  await requireHousehold(db, weddingId, householdId);
  await db
    .update(householdSends)
    .set({ remindedAt: null, remindedVia: null })
    .where(and(eq(householdSends.householdId, householdId), eq(householdSends.weddingId, weddingId)));
}

const defaults = { inviteTemplate: defaultInviteTemplate, reminderTemplate: defaultReminderTemplate };

export async function loadSendSettings(
  db: Db,
  weddingId: string,
  links: { baseHost: string; protocol: 'http' | 'https' },
): Promise<SendSettings> {
  const context = await loadSendContext(db, weddingId, links);
  if (!context) throw new AppError('WEDDING_NOT_FOUND');
  const { inviteTemplate, reminderTemplate, autoReminderDays } = context.settings;
  return { inviteTemplate, reminderTemplate, autoReminderDays, rsvpDeadline: context.rsvpDeadline, defaults };
}

/** Saves the fields given, merged into the guest list's settings. */
export async function saveSendSettings(
  db: Db,
  weddingId: string,
  input: SendSettingsInput,
  links: { baseHost: string; protocol: 'http' | 'https' },
): Promise<SendSettings> {
  const patch = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  await db
    .update(weddings)
    .set({ guestListSettings: sql`${weddings.guestListSettings} || ${JSON.stringify(patch)}::jsonb` })
    .where(eq(weddings.id, weddingId));
  return loadSendSettings(db, weddingId, links);
}
