// The demo couple's sends (issue 21, section 4): invitations that went by e-mail from the platform,
// one household that asked for no more e-mails, reminders the couple marked as sent, and the
// automatic e-mail reminder on (7 days before the deadline); the households with an e-mail still
// in the queue are what "Enviar por e-mail" reaches. Once: what the couple changed later stays.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { searchKey } from '../../../shared/text.ts';
import { newUnsubscribeToken } from '../../modules/invitation-sends/household-sends.ts';
import type { Db } from '../client.ts';
import {
  householdMembers,
  householdSends,
  invitationEmails,
  invitedHouseholds,
  weddings,
} from '../schema.ts';

const DAY_MS = 86_400_000;

/** Households of demo-guest-list.ts whose invitation went by the platform's e-mail. */
const emailed = ['Beatriz Souza', 'Juliana Martins', 'Gustavo e Renata', 'Isabela Freitas'];
const optedOut = 'Gustavo e Renata';
const reminded: [name: string, daysAgo: number][] = [
  ['Família Oliveira', 2],
  ['Família Pereira', 1],
];

export async function seedDemoInvitationSends(db: Db, weddingId: string, now = Date.now()): Promise<void> {
  const names = [...emailed, ...reminded.map(([n]) => n)];
  const rows = await db
    .select({
      id: invitedHouseholds.id,
      nameKey: invitedHouseholds.nameKey,
      sentAt: invitedHouseholds.sentAt,
    })
    .from(invitedHouseholds)
    .where(
      and(
        eq(invitedHouseholds.weddingId, weddingId),
        inArray(
          invitedHouseholds.nameKey,
          names.map((n) => searchKey(n)),
        ),
      ),
    );
  const byName = new Map(rows.map((r) => [r.nameKey, r]));
  const find = (name: string) => byName.get(searchKey(name));
  const ago = (days: number) => new Date(now - days * DAY_MS);

  await db.transaction(async (tx) => {
    /** A household's send record (its unsubscribe token), once: a later seed keeps the couple's. */
    const addSend = (householdId: string, fields: Partial<typeof householdSends.$inferInsert>) =>
      tx
        .insert(householdSends)
        .values({ householdId, weddingId, unsubscribeToken: newUnsubscribeToken(), ...fields })
        .onConflictDoNothing();
    for (const name of emailed) {
      const household = find(name);
      if (!household) continue;
      const [member] = await tx
        .select({ email: householdMembers.email })
        .from(householdMembers)
        .where(
          and(eq(householdMembers.householdId, household.id), sql`${householdMembers.email} is not null`),
        )
        .orderBy(householdMembers.position)
        .limit(1);
      await addSend(household.id, { emailOptOutAt: name === optedOut ? ago(1) : null });
      await tx
        .insert(invitationEmails)
        .values({
          weddingId,
          householdId: household.id,
          kind: 'convite',
          status: 'enviado',
          toEmail: member?.email ?? null,
          sentAt: household.sentAt ?? ago(1),
          createdAt: household.sentAt ?? ago(1),
        })
        .onConflictDoNothing();
    }
    for (const [name, daysAgo] of reminded) {
      const household = find(name);
      if (!household) continue;
      await addSend(household.id, { remindedAt: ago(daysAgo), remindedVia: 'whatsapp' });
    }
    // The automatic reminder on, unless the couple already chose.
    await tx
      .update(weddings)
      .set({ guestListSettings: sql`${weddings.guestListSettings} || '{"autoReminderDays": 7}'::jsonb` })
      .where(and(eq(weddings.id, weddingId), sql`not (${weddings.guestListSettings} ? 'autoReminderDays')`));
  });
}
