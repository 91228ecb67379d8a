// RSVP rules (issue 5): one answer per guest (name + contact, accent- and case-insensitive),
// answering again updates it; invited households cap the companions; the couple is e-mailed.
import { and, count, eq, sql } from 'drizzle-orm';
import { type RsvpInput, rsvpMessages } from '../../../shared/rsvp.ts';
import { searchKey } from '../../../shared/text.ts';
import type { Db } from '../../db/client.ts';
import { invitedHouseholds, rsvps, users, weddings } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { publishWeddingEvent } from '../live/wedding-events.ts';
import type { Mailer } from '../mail/mailer.ts';
import { rsvpNotificationMail } from './rsvp-mail.ts';

export function contactKey(input: Pick<RsvpInput, 'email' | 'phone'>): string {
  return input.email?.toLowerCase() ?? input.phone ?? '';
}

export async function submitRsvp(
  db: Db,
  mailer: Mailer,
  weddingId: string,
  input: RsvpInput,
  panelUrl: string,
) {
  const nameKey = searchKey(input.name);
  const [{ n: invitedCount } = { n: 0 }] = await db
    .select({ n: count() })
    .from(invitedHouseholds)
    .where(eq(invitedHouseholds.weddingId, weddingId));
  let householdId: string | null = null;
  if (invitedCount > 0) {
    const [household] = await db
      .select({ id: invitedHouseholds.id, max: invitedHouseholds.maxCompanions })
      .from(invitedHouseholds)
      .where(and(eq(invitedHouseholds.weddingId, weddingId), eq(invitedHouseholds.nameKey, nameKey)));
    if (!household) throw new AppError('NOT_INVITED');
    if (input.companions > household.max)
      throw new AppError('VALIDATION', rsvpMessages.tooManyCompanions(household.max));
    householdId = household.id;
  }

  const values = {
    weddingId,
    householdId,
    name: input.name,
    nameKey,
    contactKey: contactKey(input),
    attending: input.attending,
    companions: input.companions,
    companionNames: input.companionNames,
    phone: input.phone,
    email: input.email?.toLowerCase() ?? null,
    note: input.note,
  };
  const [row] = await db
    .insert(rsvps)
    .values(values)
    .onConflictDoUpdate({
      target: [rsvps.weddingId, rsvps.nameKey, rsvps.contactKey],
      set: { ...values, updatedAt: new Date() },
    })
    .returning({ id: rsvps.id, created: sql<boolean>`(xmax = 0)` });
  const created = Boolean(row?.created);

  await publishWeddingEvent(db, weddingId, 'rsvp');
  const [owner] = await db
    .select({ email: users.email })
    .from(weddings)
    .innerJoin(users, eq(users.id, weddings.coupleId))
    .where(eq(weddings.id, weddingId));
  if (owner) await mailer.send(rsvpNotificationMail(owner.email, input, created, panelUrl));

  const message = !created
    ? rsvpMessages.updated
    : input.attending
      ? rsvpMessages.thanksYes
      : rsvpMessages.thanksNo;
  return { id: row?.id ?? '', status: created ? ('created' as const) : ('updated' as const), message };
}
