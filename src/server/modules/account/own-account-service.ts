// The caller's own account row: the name a member of a wedding (shared access) goes by and the
// password of any couple account. Only `users` is touched: the couple's profile and payout key are
// the owner's and never reached from here.
import { and, eq, ne } from 'drizzle-orm';
import type { ChangePassword, OwnAccount } from '../../../shared/member-account.ts';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from '../auth/password-hash.ts';
import type { CurrentSession } from '../auth/sessions.ts';

export async function ownAccount(db: Db, userId: string): Promise<OwnAccount> {
  const [row] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function renameOwnAccount(db: Db, userId: string, name: string): Promise<void> {
  await db.update(users).set({ name }).where(eq(users.id, userId));
}

/** After the current password: the new one, and every other device of the account signed out. */
export async function changeOwnPassword(
  db: Db,
  session: CurrentSession,
  body: ChangePassword,
): Promise<void> {
  const userId = session.user.id;
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, body.currentPassword)))
    throw new AppError('WRONG_PASSWORD');
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.familyId, session.familyId)));
  });
}
