// Step-up grants: a session that re-proved its holder (password or e-mailed code) may move money
// and change the payout key for STEP_UP_MINUTES. Codes are hashed, short-lived and few-tried.
import { randomInt } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  STEP_UP_CODE_ATTEMPTS,
  STEP_UP_CODE_MINUTES,
  STEP_UP_MINUTES,
} from '../../../shared/auth/step-up.ts';
import type { Db } from '../../db/client.ts';
import { stepUpCodes, stepUpGrants, users } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { stepUpCodeMail } from '../mail/step-up-mails.ts';
import { verifyPassword } from './password-hash.ts';
import { hashSecret } from './secrets.ts';
import { requireSession } from './session-plugin.ts';
import type { CurrentSession } from './sessions.ts';

const MINUTE = 60_000;

/** A code's hash is bound to its account, so one table of 10^6 hashes does not serve them all. */
const codeHash = (userId: string, code: string) => hashSecret(`${userId}:${code}`);

async function grant(db: Db, session: CurrentSession): Promise<void> {
  const expiresAt = new Date(Date.now() + STEP_UP_MINUTES * MINUTE);
  await db
    .insert(stepUpGrants)
    .values({ sessionIdHash: session.idHash, expiresAt })
    .onConflictDoUpdate({ target: stepUpGrants.sessionIdHash, set: { expiresAt } });
}

export async function stepUpWithPassword(db: Db, session: CurrentSession, password: string) {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, session.user.id));
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, password)))
    throw new AppError('WRONG_PASSWORD');
  await grant(db, session);
}

/** Sends a fresh 6-digit code; an older one stops working. */
export async function sendStepUpCode(db: Db, mailer: Mailer, session: CurrentSession) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const values = {
    codeHash: codeHash(session.user.id, code),
    expiresAt: new Date(Date.now() + STEP_UP_CODE_MINUTES * MINUTE),
    attempts: 0,
  };
  await db
    .insert(stepUpCodes)
    .values({ userId: session.user.id, ...values })
    .onConflictDoUpdate({ target: stepUpCodes.userId, set: values });
  await mailer.send(stepUpCodeMail(session.user.email, code));
}

/** Checks the code (each wrong try counts; the code dies after the last) and grants on a match. */
export async function stepUpWithCode(db: Db, session: CurrentSession, code: string) {
  const matched = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(stepUpCodes)
      .where(and(eq(stepUpCodes.userId, session.user.id), gt(stepUpCodes.expiresAt, new Date())))
      .for('update');
    if (!row || row.attempts >= STEP_UP_CODE_ATTEMPTS) return false;
    if (row.codeHash !== codeHash(session.user.id, code)) {
      await tx
        .update(stepUpCodes)
        .set({ attempts: row.attempts + 1 })
        .where(eq(stepUpCodes.userId, row.userId));
      return false;
    }
    await tx.delete(stepUpCodes).where(eq(stepUpCodes.userId, row.userId));
    return true;
  });
  if (!matched) throw new AppError('STEP_UP_CODE_INVALID');
  await grant(db, session);
}

/**
 * The guard of every money-moving route: a verified e-mail and a live step-up grant on this
 * session, else 403 EMAIL_NOT_VERIFIED or 428 STEP_UP_REQUIRED (the panel then asks again).
 */
export async function requireStepUp(request: FastifyRequest): Promise<CurrentSession> {
  const session = await requireSession(request);
  if (!session.user.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED');
  const [live] = await request.server.db
    .select({ expiresAt: stepUpGrants.expiresAt })
    .from(stepUpGrants)
    .where(and(eq(stepUpGrants.sessionIdHash, session.idHash), gt(stepUpGrants.expiresAt, new Date())));
  if (!live) throw new AppError('STEP_UP_REQUIRED');
  return session;
}
