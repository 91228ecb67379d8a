// Checks credentials in roughly constant time, whether or not the account exists.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

let dummyHash: Promise<string> | undefined;

export async function authenticate(db: Db, email: string, password: string) {
  const [user] = await db
    .select({ id: users.id, role: users.role, status: users.status, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  dummyHash ??= hashPassword('senha-que-nao-existe-Aa1!');
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
  if (!user?.passwordHash || !ok) throw new AppError('INVALID_CREDENTIALS');
  if (user.status !== 'active') throw new AppError('ACCOUNT_INACTIVE');
  return { id: user.id, role: user.role };
}
