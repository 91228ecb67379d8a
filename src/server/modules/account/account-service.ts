// The couple's own data: edit it at any time, export it (LGPD art. 18) and delete the account.
import { eq, inArray } from 'drizzle-orm';
import type { CoupleData } from '../../../shared/auth/schemas.ts';
import { coupleSearchNames } from '../../../shared/text.ts';
import type { Db } from '../../db/client.ts';
import {
  couples,
  giftListItems,
  giftPayments,
  guestMessages,
  invitedHouseholds,
  media,
  onboardingAnswers,
  rsvps,
  sessions,
  siteSections,
  users,
  weddings,
} from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { verifyPassword } from '../auth/password-hash.ts';
import { assertWeddingDate } from '../auth/sign-up-service.ts';
import { deleteWeddingFiles } from '../media/media-service.ts';
import type { FileStore } from '../storage/file-store.ts';

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
    .where(eq(couples.userId, userId));
}

export async function updateWeddingDate(db: Db, userId: string, weddingDate: string) {
  assertWeddingDate(weddingDate);
  await db.update(couples).set({ weddingDate }).where(eq(couples.userId, userId));
}

/** Everything the platform holds about the couple, as one JSON document. */
export async function exportAccount(db: Db, userId: string) {
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
      registrationIp: users.registrationIp,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [couple] = await db.select().from(couples).where(eq(couples.userId, userId));
  const ownWeddings = await db.select().from(weddings).where(eq(weddings.coupleId, userId));
  const ids = ownWeddings.map((w) => w.id);
  const byWedding = <T>(rows: Promise<T[]>) => (ids.length ? rows : Promise.resolve([] as T[]));
  const [answers, sections, uploads, households, guestRsvps, messages, items, payments, openSessions] =
    await Promise.all([
      byWedding(db.select().from(onboardingAnswers).where(inArray(onboardingAnswers.weddingId, ids))),
      byWedding(db.select().from(siteSections).where(inArray(siteSections.weddingId, ids))),
      byWedding(db.select().from(media).where(inArray(media.weddingId, ids))),
      byWedding(db.select().from(invitedHouseholds).where(inArray(invitedHouseholds.weddingId, ids))),
      byWedding(db.select().from(rsvps).where(inArray(rsvps.weddingId, ids))),
      byWedding(db.select().from(guestMessages).where(inArray(guestMessages.weddingId, ids))),
      byWedding(db.select().from(giftListItems).where(inArray(giftListItems.weddingId, ids))),
      byWedding(db.select().from(giftPayments).where(inArray(giftPayments.weddingId, ids))),
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
    onboardingAnswers: answers,
    siteSections: sections,
    media: uploads,
    invitedHouseholds: households,
    rsvps: guestRsvps,
    guestMessages: messages,
    giftListItems: items,
    giftPayments: payments,
    sessions: openSessions,
  };
}

/**
 * Deletes the account after checking the password (DESIGN.md section 5). Profile, site and guests'
 * data are erased; when money moved, the financial records stay for the 5 years tax law requires,
 * tied to an anonymised, disabled account.
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
  await deleteWeddingFiles(db, files, ids);
  const [payment] = ids.length
    ? await db
        .select({ id: giftPayments.id })
        .from(giftPayments)
        .where(inArray(giftPayments.weddingId, ids))
        .limit(1)
    : [];
  if (!payment) {
    await db.delete(users).where(eq(users.id, userId));
    return;
  }
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(onboardingAnswers).where(inArray(onboardingAnswers.weddingId, ids));
    await tx
      .update(weddings)
      .set({ slug: null, sitePublished: false, hiddenFromSearch: true })
      .where(inArray(weddings.id, ids));
    await tx
      .update(couples)
      .set({
        name1: null,
        name2: null,
        gender1: null,
        gender2: null,
        phone: null,
        weddingDate: null,
        searchNames: '',
      })
      .where(eq(couples.userId, userId));
    await tx
      .update(users)
      .set({
        email: `conta-excluida-${userId}@excluida.invalid`,
        passwordHash: null,
        status: 'inactive',
        registrationIp: null,
      })
      .where(eq(users.id, userId));
  });
}
