// E-mail verification: a link sent after sign-up; the panel shows a banner until it is used.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { verifyEmailMail } from '../mail/templates.ts';
import { consumeToken, issueToken, voidTokens } from './tokens.ts';

/** Sends a fresh link to the panel's `/verificar-email` page; older links stop working. */
export async function sendVerificationEmail(
  db: Db,
  mailer: Mailer,
  user: { id: string; email: string },
  painelOrigin: string,
) {
  await voidTokens(db, 'email_verification', user.id);
  const token = await issueToken(db, 'email_verification', user.id, { email: user.email });
  await mailer.send(verifyEmailMail(user.email, `${painelOrigin}/verificar-email?token=${token}`));
}

export async function verifyEmail(db: Db, token: string) {
  const used = await consumeToken(db, 'email_verification', token);
  if (!used) throw new AppError('VERIFY_TOKEN_INVALID');
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, used.userId));
  // The link proves only the address it was sent to.
  if (!user || user.email !== used.payload.email) throw new AppError('VERIFY_TOKEN_INVALID');
  await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, used.userId));
}
