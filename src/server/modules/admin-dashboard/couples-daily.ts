// The dashboard's stock figures at any instant: couples, completed onboardings, couples whose
// account is inactive and published gift lists that existed then (in today's state). The database
// keeps their daily counts (table couples_daily, triggers of migration 0014, from every path that
// writes couples, accounts or weddings), so a figure is the sum of the whole days before the
// instant's day plus a count of that day's rows up to the instant (one short index range).
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

const ZONE = `'America/Sao_Paulo'`;

/** The same counts per day straight from couples, users and weddings (tests compare; rebuild uses it). */
export const COUPLES_DAILY_DIRECT_SQL = `
  SELECT day, sum(couples)::int AS couples, sum(onboarded)::int AS onboarded,
         sum(inactive)::int AS inactive, sum(published_lists)::int AS published_lists
  FROM (
    SELECT (c.created_at AT TIME ZONE ${ZONE})::date AS day, 1 AS couples, 0 AS onboarded,
           CASE WHEN EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id AND u.status <> 'active')
                THEN 1 ELSE 0 END AS inactive, 0 AS published_lists
    FROM couples c
    UNION ALL
    SELECT (onboarding_completed_at AT TIME ZONE ${ZONE})::date, 0, 1, 0, 0
    FROM couples WHERE onboarding_completed_at IS NOT NULL
    UNION ALL
    SELECT (created_at AT TIME ZONE ${ZONE})::date, 0, 0, 0, 1 FROM weddings WHERE gift_list_published
  ) x
  GROUP BY day`;

/** Refills the daily counts from the raw tables (after a bulk load with triggers off); in a transaction. */
export async function rebuildCouplesDaily(tx: Tx): Promise<void> {
  await tx.execute(sql`LOCK TABLE couples_daily IN EXCLUSIVE MODE`);
  await tx.execute(sql`DELETE FROM couples_daily`);
  await tx.execute(
    sql.raw(`INSERT INTO couples_daily (day, slot, couples, onboarded, inactive, published_lists)
      SELECT day, 0, couples, onboarded, inactive, published_lists FROM (${COUPLES_DAILY_DIRECT_SQL}) d`),
  );
}

/**
 * One row (couples, onboarded, inactive, published) of what existed before `instant`: the summary
 * of the São Paulo days before the instant's day, plus that day's rows up to the instant.
 */
export function stockAt(instant: string): SQL {
  const z = sql.raw(ZONE);
  return sql`(
    SELECT s.couples + (SELECT count(*) FROM couples WHERE created_at >= b.s AND created_at < b.t) AS couples,
           s.onboarded + (SELECT count(*) FROM couples
             WHERE onboarding_completed_at >= b.s AND onboarding_completed_at < b.t) AS onboarded,
           s.inactive + (SELECT count(*) FROM couples c WHERE c.created_at >= b.s AND c.created_at < b.t
             AND EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id AND u.status <> 'active')) AS inactive,
           s.published + (SELECT count(*) FROM weddings
             WHERE gift_list_published AND created_at >= b.s AND created_at < b.t) AS published
    FROM (SELECT t, d, (d::timestamp AT TIME ZONE ${z}) AS s
          FROM (SELECT ${instant}::timestamptz AS t, (${instant}::timestamptz AT TIME ZONE ${z})::date AS d) i) b
    CROSS JOIN LATERAL (
      SELECT coalesce(sum(couples), 0) AS couples, coalesce(sum(onboarded), 0) AS onboarded,
             coalesce(sum(inactive), 0) AS inactive, coalesce(sum(published_lists), 0) AS published
      FROM couples_daily WHERE day < b.d) s
  )`;
}
