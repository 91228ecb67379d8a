// Single-use, expiring tokens for e-mailed links and the host hand-off.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authTokens } from '../../db/schema.ts';
import { hashSecret, newSecret } from './secrets.ts';

export type TokenKind = (typeof authTokens.$inferSelect)['kind'];

export const tokenLifetimeMs: Record<TokenKind, number> = {
  password_reset: 60 * 60 * 1000,
  email_verification: 7 * 24 * 60 * 60 * 1000,
  session_handoff: 60 * 1000,
  two_factor_login: 5 * 60 * 1000,
};

export async function issueToken(
  db: Db,
  kind: TokenKind,
  userId: string,
  payload: Record<string, unknown> = {},
  /** Overrides the kind's lifetime (an admin's invitation to set a first password lasts days). */
  lifetimeMs = tokenLifetimeMs[kind],
): Promise<string> {
  const token = newSecret(32);
  await db.insert(authTokens).values({
    tokenHash: hashSecret(token),
    kind,
    userId,
    payload,
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return token;
}

/** The token of that kind, while it is unused and unexpired. */
function isLive(kind: TokenKind, token: string) {
  return and(
    eq(authTokens.tokenHash, hashSecret(token)),
    eq(authTokens.kind, kind),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, new Date()),
  );
}

/** Marks the token used and returns it, or null if unknown, expired or already used (atomic). */
export async function consumeToken(db: Db, kind: TokenKind, token: string) {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(isLive(kind, token))
    .returning({ userId: authTokens.userId, payload: authTokens.payload });
  return row ? { userId: row.userId, payload: row.payload as Record<string, unknown> } : null;
}

/** The token's owner while it is unused and unexpired, without using it up (a form may be retried). */
export async function peekToken(db: Db, kind: TokenKind, token: string) {
  const [row] = await db
    .select({ userId: authTokens.userId, payload: authTokens.payload })
    .from(authTokens)
    .where(isLive(kind, token));
  return row ? { userId: row.userId, payload: row.payload as Record<string, unknown> } : null;
}

/** Voids the user's other unused tokens of a kind (a new reset link voids the older ones). */
export async function voidTokens(db: Db, kind: TokenKind, userId: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)));
}
