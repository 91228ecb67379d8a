// "Convidados" of a couple's page: RSVP totals, the invited households with their answers and the
// latest RSVPs.
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { CoupleGuests } from '../../../shared/admin-couple-detail.ts';
import type { Db } from '../../db/client.ts';
import { invitedHouseholds, rsvps } from '../../db/schema.ts';
import { findCouple } from './couple-overview.ts';

const GUEST_ROWS = 100;

export async function coupleGuests(db: Db, id: string): Promise<CoupleGuests> {
  const { wedding } = await findCouple(db, id);
  const none = { answers: 0, attending: 0, declined: 0, people: 0, households: 0, householdsAnswered: 0 };
  if (!wedding) return { totals: none, households: [], rsvps: [] };
  const [[totals], households, latest] = await Promise.all([
    db
      .select({
        answers: sql<number>`count(*)::int`,
        attending: sql<number>`(count(*) filter (where ${rsvps.attending}))::int`,
        people: sql<number>`coalesce(sum(1 + ${rsvps.companions}) filter (where ${rsvps.attending}), 0)::int`,
      })
      .from(rsvps)
      .where(eq(rsvps.weddingId, wedding.id)),
    db
      .select({
        id: invitedHouseholds.id,
        name: invitedHouseholds.name,
        maxCompanions: invitedHouseholds.maxCompanions,
        answers: sql<number>`count(${rsvps.id})::int`,
        attending: sql<number>`(count(${rsvps.id}) filter (where ${rsvps.attending}))::int`,
      })
      .from(invitedHouseholds)
      .leftJoin(rsvps, eq(rsvps.householdId, invitedHouseholds.id))
      .where(eq(invitedHouseholds.weddingId, wedding.id))
      .groupBy(invitedHouseholds.id)
      .orderBy(asc(invitedHouseholds.nameKey)),
    db
      .select({
        id: rsvps.id,
        name: rsvps.name,
        attending: rsvps.attending,
        companions: rsvps.companions,
        householdName: invitedHouseholds.name,
        updatedAt: rsvps.updatedAt,
      })
      .from(rsvps)
      .leftJoin(invitedHouseholds, eq(invitedHouseholds.id, rsvps.householdId))
      .where(eq(rsvps.weddingId, wedding.id))
      .orderBy(desc(rsvps.updatedAt), asc(rsvps.id))
      .limit(GUEST_ROWS),
  ]);
  const answers = totals?.answers ?? 0;
  const attending = totals?.attending ?? 0;
  return {
    totals: {
      answers,
      attending,
      declined: answers - attending,
      people: totals?.people ?? 0,
      households: households.length,
      householdsAnswered: households.filter((h) => h.answers > 0).length,
    },
    households,
    rsvps: latest.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })),
  };
}
