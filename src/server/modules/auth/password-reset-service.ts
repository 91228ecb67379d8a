// Password reset (DESIGN.md decision (2)): a single-use link valid for 1 hour; the answer never
// says whether the address has an account; a new password ends every session of the account.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { passwordResetMail } from '../mail/templates.ts';
import { hashPassword } from './password-hash.ts';
import { endAllSessions } from './sessions.ts';
import { consumeToken, issueToken, voidTokens } from './tokens.ts';

/** Sends a link to the public host's `/redefinir-senha/nova` page, voiding older links. */
export async function requestPasswordReset(db: Db, mailer: Mailer, email: string, publicOrigin: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email), eq(users.status, 'active')));
  if (!user) return;
  await voidTokens(db, 'password_reset', user.id);
  const token = await issueToken(db, 'password_reset', user.id);
  await mailer.send(passwordResetMail(user.email, `${publicOrigin}/redefinir-senha/nova?token=${token}`));
}

export async function confirmPasswordReset(db: Db, token: string, password: string) {
  const used = await consumeToken(db, 'password_reset', token);
  if (!used) throw new AppError('RESET_TOKEN_INVALID');
  // A reset also proves the address: the link reached its inbox.
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(password),
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
    })
    .where(eq(users.id, used.userId));
  await endAllSessions(db, used.userId);
}
