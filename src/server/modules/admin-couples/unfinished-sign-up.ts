// A sign-up abandoned before the password (steps 1 and 2 of issue 3): a couple row with no wedding
// yet, whose account has no password. It is not a couple of the platform: the back office neither
// counts nor lists it among couples, and shows it only under "Cadastros incompletos".
import { type SQL, sql } from 'drizzle-orm';

/** True for the `couples` row `couple` (a table name or alias) of an unfinished sign-up. */
export function unfinishedSignUp(couple: SQL): SQL {
  return sql`(${couple}.active_wedding_id is null and exists (select 1 from users as signup
    where signup.id = ${couple}.user_id and signup.password_hash is null))`;
}

/** Unfinished sign-ups created before `instant`, and those of them whose account is inactive. */
export function unfinishedSignUpsAt(instant: string): SQL {
  const c = sql.raw('unfinished');
  return sql`(
    SELECT count(*) AS unfinished,
           count(*) FILTER (WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = unfinished.user_id
             AND u.status <> 'active')) AS unfinished_inactive
    FROM couples AS unfinished WHERE unfinished.created_at < ${instant}::timestamptz AND ${unfinishedSignUp(c)}
  )`;
}
