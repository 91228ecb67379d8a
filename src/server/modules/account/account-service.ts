// The couple's own data: edit it at any time, export it (LGPD art. 18) and delete the account.
import { eq } from 'drizzle-orm';
import type { CoupleData } from '../../../shared/auth/schemas.ts';
import { coupleSearchNames } from '../../../shared/text.ts';
import type { Db } from '../../db/client.ts';
import { couples, sessions, users, weddings } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { verifyPassword } from '../auth/password-hash.ts';
import { assertWeddingDate } from '../auth/sign-up-service.ts';
import type { FileStore } from '../storage/file-store.ts';
import { erasedEmail } from './erased-account.ts';
import {
  erasePersonalData,
  exportWeddingData,
  hasFinancialRecords,
  hasMoneyInFlight,
} from './personal-data.ts';

export async function updateCoupleData(db: Db, userId: string, data: CoupleData) {
  await db
    .update(couples)
    .set({
      name1: data.name1,
      gender1: data.gender1,
      name2: data.name2,
      gender2: data.gender2,
      phone: data.phone || null,
      searchNames: coupleSearchNames(data.name1, data.name2),
    })
    .where(eq(couples.userId, userId))
    .returning({ id: couples.userId })
    .then(ownProfileOnly);
}

export async function updateWeddingDate(db: Db, userId: string, weddingDate: string) {
  assertWeddingDate(weddingDate);
  await db
    .update(couples)
    .set({ weddingDate })
    .where(eq(couples.userId, userId))
    .returning({ id: couples.userId })
    .then(ownProfileOnly);
}

/** The couple's data are the owner's: a partner or cerimonialista has no couple profile to change. */
function ownProfileOnly(rows: { id: string }[]): void {
  if (rows.length === 0) throw new AppError('FORBIDDEN');
}

/** Everything the platform holds about the couple, as one JSON document (guests' CPFs masked). */
export async function exportAccount(db: Db, userId: string) {
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      emailVerifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
      registrationIp: users.registrationIp,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [couple] = await db.select().from(couples).where(eq(couples.userId, userId));
  const ownWeddings = await db.select().from(weddings).where(eq(weddings.coupleId, userId));
  const [weddingData, openSessions] = await Promise.all([
    exportWeddingData(
      db,
      ownWeddings.map((w) => w.id),
    ),
    db
      .select({
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        ip: sessions.ip,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    account,
    couple,
    weddings: ownWeddings.map(({ sitePasswordHash: _, ...w }) => w),
    ...weddingData,
    sessions: openSessions,
  };
}

/**
 * Deletes the account after checking the password (DESIGN.md section 5), refused while money is
 * still owed either way (personal-data.ts). Profile, site and guests' data are erased; when money
 * moved, the financial records stay for the 5 years tax law requires, tied to an anonymised,
 * disabled account, with guests' CPFs masked.
 */
export async function deleteAccount(db: Db, userId: string, password: string, files: FileStore) {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, password)))
    throw new AppError('WRONG_PASSWORD');
  const ownWeddings = await db
    .select({ id: weddings.id })
    .from(weddings)
    .where(eq(weddings.coupleId, userId));
  const ids = ownWeddings.map((w) => w.id);
  const fileNames = await db.transaction(async (tx) => {
    if (await hasMoneyInFlight(tx, ids)) throw new AppError('ACCOUNT_HAS_MONEY');
    const uploads = await erasePersonalData(tx, userId, ids);
    if (!(await hasFinancialRecords(tx, ids))) {
      await tx.delete(users).where(eq(users.id, userId));
      return uploads;
    }
    await tx
      .update(users)
      .set({
        email: erasedEmail(userId),
        name: null,
        passwordHash: null,
        status: 'inactive',
        emailVerifiedAt: null,
        registrationIp: null,
      })
      .where(eq(users.id, userId));
    return uploads;
  });
  await Promise.all(fileNames.map((name) => files.remove(name)));
}
