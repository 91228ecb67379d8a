// The demo couple's open answers waiting for a household ("Respostas sem convite", issue 21): a
// friend answered the site's open form under a nickname that is not on the guest list as written,
// and a colleague who is not on the list at all, so a newcomer sees the link-or-dismiss choice.
// Idempotent: each answer is one guest's (name and contact), written once; seeded with the demo
// couple itself, so an answer the couple dismissed does not come back on the next start.
import { count, eq } from 'drizzle-orm';
import { searchKey } from '../../../shared/text.ts';
import type { Db } from '../client.ts';
import { invitedHouseholds, rsvps } from '../schema.ts';

export const demoOpenAnswers = [
  {
    name: 'Carol Moura',
    email: 'carol.moura@exemplo.com',
    attending: true,
    note: 'Eu e o Felipe estaremos lá! Mal posso esperar.',
  },
  {
    name: 'Pedro Henrique Souza',
    email: 'pedro.henrique@exemplo.com',
    attending: true,
    note: 'Sou colega do João no escritório. Parabéns aos dois!',
  },
] as const;

export async function seedDemoOpenAnswers(db: Db, weddingId: string): Promise<void> {
  // Only a wedding with a guest list has answers to link.
  const [listed] = await db
    .select({ n: count() })
    .from(invitedHouseholds)
    .where(eq(invitedHouseholds.weddingId, weddingId));
  if ((listed?.n ?? 0) === 0) return;
  await db
    .insert(rsvps)
    .values(
      demoOpenAnswers.map((a) => ({
        weddingId,
        name: a.name,
        nameKey: searchKey(a.name),
        contactKey: a.email,
        email: a.email,
        attending: a.attending,
        note: a.note,
        needsLink: true,
      })),
    )
    .onConflictDoNothing();
}
