// Per event of a wedding, from the guest list: invited households, confirmed adults, children and
// babies (members' age groups), extra companions, declines and members still to answer. One grouped query
// for all the wedding's events, so the panel's list costs the same with 1 or 10 events.
import { sql } from 'drizzle-orm';
import type { EventCounts } from '../../../shared/wedding-events.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-rows.ts';

export const noCounts: EventCounts = {
  households: 0,
  adults: 0,
  children: 0,
  babies: 0,
  companions: 0,
  declined: 0,
  waiting: 0,
};

export async function eventCounts(db: Db, weddingId: string): Promise<Map<string, EventCounts>> {
  const result = await db.execute(sql`
    WITH invited AS (
      SELECT he.event_id, h.id AS household_id, h.companions_answer
      FROM household_events he
      JOIN invited_households h ON h.id = he.household_id
      WHERE h.wedding_id = ${weddingId}
    ),
    people AS (
      SELECT i.event_id,
             count(*) FILTER (WHERE a.attending AND m.age_group = 'adulto') AS adults,
             count(*) FILTER (WHERE a.attending AND m.age_group = 'crianca') AS children,
             count(*) FILTER (WHERE a.attending AND m.age_group = 'bebe') AS babies,
             count(*) FILTER (WHERE a.attending = false) AS declined,
             count(*) FILTER (WHERE a.attending IS NULL) AS waiting
      FROM invited i
      JOIN household_members m ON m.household_id = i.household_id
      LEFT JOIN member_event_answers a ON a.member_id = m.id AND a.event_id = i.event_id
      GROUP BY i.event_id
    ),
    homes AS (
      SELECT i.event_id, count(*) AS households,
             coalesce(sum(i.companions_answer) FILTER (WHERE EXISTS (
               SELECT 1 FROM member_event_answers a JOIN household_members m ON m.id = a.member_id
               WHERE m.household_id = i.household_id AND a.event_id = i.event_id AND a.attending
             )), 0) AS companions
      FROM invited i GROUP BY i.event_id
    )
    SELECT h.event_id, h.households, h.companions,
           coalesce(p.adults, 0) AS adults, coalesce(p.children, 0) AS children,
           coalesce(p.babies, 0) AS babies,
           coalesce(p.declined, 0) AS declined, coalesce(p.waiting, 0) AS waiting
    FROM homes h LEFT JOIN people p ON p.event_id = h.event_id
  `);
  return new Map(
    rowsOf(result).map((r) => [
      String(r.event_id),
      {
        households: Number(r.households),
        adults: Number(r.adults),
        children: Number(r.children),
        babies: Number(r.babies),
        companions: Number(r.companions),
        declined: Number(r.declined),
        waiting: Number(r.waiting),
      },
    ]),
  );
}
