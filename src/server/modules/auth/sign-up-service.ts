// The sign-up wizard's rules (SPEC 2.3 and 4): step 1 creates the account without a password,
// step 2 saves the couple, step 3 sets the password and creates the wedding with its default slug.
import { and, eq, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { CoupleProfile } from '../../../shared/auth/schemas.ts';
import { isCalendarDate, todayIn } from '../../../shared/dates.ts';
import { coupleSearchNames } from '../../../shared/text.ts';
import type { Db } from '../../db/client.ts';
import { couples, giftPayments, users, weddings } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../http/errors.ts';
import { coupleRow } from '../weddings/wedding-access.ts';
import { hashPassword } from './password-hash.ts';
import { firstFreeSlug } from './slug-service.ts';

export const ABANDONED_SIGN_UP_DAYS = 7;

export async function emailExists(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return Boolean(row);
}

/**
 * Step 1. Creates the account (no password yet) and its couple profile at step 1. A browser that
 * comes back to step 1 with its unfinished account changes that account's e-mail instead.
 */
export async function startSignUp(
  db: Db,
  input: { email: string; ip?: string; unfinishedUserId?: string },
): Promise<{ userId: string }> {
  try {
    if (input.unfinishedUserId) {
      const [updated] = await db
        .update(users)
        .set({ email: input.email })
        .where(and(eq(users.id, input.unfinishedUserId), isNull(users.passwordHash)))
        .returning({ id: users.id });
      if (updated) return { userId: updated.id };
    }
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email: input.email, role: 'couple', registrationIp: input.ip })
        .returning({ id: users.id });
      if (!user) throw new AppError('INTERNAL');
      await tx.insert(couples).values({ userId: user.id, onboardingStep: 1 });
      return { userId: user.id };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('EMAIL_IN_USE');
    throw err;
  }
}

export function assertWeddingDate(date: string): void {
  if (!isCalendarDate(date)) throw new AppError('VALIDATION');
  // One day of slack so a browser east of Brasília at midnight is not refused its "today".
  const yesterday = todayIn('America/Sao_Paulo', new Date(Date.now() - 86_400_000));
  if (date < yesterday) throw new AppError('PAST_WEDDING_DATE');
}

/** Step 2 (also the panel's "Dados do Casal"): names, genders and date. */
export async function saveCoupleProfile(
  db: Db,
  userId: string,
  profile: CoupleProfile,
  options: { advanceTo?: number } = {},
) {
  assertWeddingDate(profile.weddingDate);
  const [row] = await db
    .update(couples)
    .set({
      name1: profile.name1,
      gender1: profile.gender1,
      name2: profile.name2,
      gender2: profile.gender2,
      weddingDate: profile.weddingDate,
      searchNames: coupleSearchNames(profile.name1, profile.name2),
      ...(options.advanceTo
        ? { onboardingStep: sql`greatest(${couples.onboardingStep}, ${options.advanceTo})` }
        : {}),
    })
    .where(eq(couples.userId, userId))
    .returning({ userId: couples.userId });
  if (!row) throw new AppError('UNAUTHENTICATED');
}

/** Step 3: password, phone, the wedding with a unique default slug, made the active wedding. */
export async function completeSignUp(db: Db, userId: string, input: { phone: string; password: string }) {
  const couple = await coupleRow(db, userId, {
    name1: couples.name1,
    name2: couples.name2,
    weddingDate: couples.weddingDate,
    activeWeddingId: couples.activeWeddingId,
  });
  if (!couple.name1 || !couple.name2 || !couple.weddingDate) throw new AppError('SIGNUP_INCOMPLETE');
  const passwordHash = await hashPassword(input.password);

  for (let attempt = 0; ; attempt++) {
    const slug = await firstFreeSlug(db, couple.name1, couple.name2, couple.weddingDate);
    try {
      return await db.transaction(async (tx) => {
        const [user] = await tx
          .update(users)
          .set({ passwordHash })
          .where(and(eq(users.id, userId), isNull(users.passwordHash)))
          .returning({ id: users.id, email: users.email });
        if (!user) throw new AppError('SIGNUP_FINISHED');
        const [wedding] = await tx
          .insert(weddings)
          .values({ coupleId: userId, slug })
          .returning({ id: weddings.id });
        if (!wedding) throw new AppError('INTERNAL');
        await tx
          .update(couples)
          .set({ phone: input.phone || null, onboardingStep: 3, activeWeddingId: wedding.id })
          .where(eq(couples.userId, userId));
        return { email: user.email, weddingId: wedding.id, slug };
      });
    } catch (err) {
      // Another sign-up took the same slug between our look-up and insert: look again.
      if (isUniqueViolation(err) && attempt < 3) continue;
      throw err;
    }
  }
}

/**
 * Accounts left after step 1 or 2 for a week are removed (issue 3), unless money already reached
 * one of their weddings: payments are kept for good, so such an account is never "abandoned".
 */
export async function removeAbandonedSignUps(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDONED_SIGN_UP_DAYS * 86_400_000);
  const removed = await db
    .delete(users)
    .where(
      and(
        isNull(users.passwordHash),
        eq(users.role, 'couple'),
        eq(users.status, 'active'),
        lt(users.createdAt, cutoff),
        notExists(
          db
            .select({ one: sql`1` })
            .from(giftPayments)
            .innerJoin(weddings, eq(weddings.id, giftPayments.weddingId))
            .where(eq(weddings.coupleId, users.id)),
        ),
      ),
    )
    .returning({ id: users.id });
  return removed.length;
}
