// Onboarding (SPEC 2.5 and 4): each step saves before advancing; progress lets a couple resume.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type AnsweredStep,
  type answerSchemas,
  encodeAnswer,
  ONBOARDING_STEPS,
} from '../../../shared/onboarding.ts';
import type { Db } from '../../db/client.ts';
import { couples, onboardingAnswers, themes, weddings } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { firstFreeSlug } from '../auth/slug-service.ts';
import { coupleRow } from '../weddings/wedding-access.ts';
import { hideSectionsNotChosen } from './sections-from-answers.ts';

export async function advanceProgress(db: Db, userId: string, step: number): Promise<number> {
  const [row] = await db
    .update(couples)
    .set({ onboardingProgress: sql`greatest(${couples.onboardingProgress}, ${step})` })
    .where(eq(couples.userId, userId))
    .returning({ progress: couples.onboardingProgress });
  return row?.progress ?? step;
}

/** The active wedding, created (with its default slug) if the couple has none yet. */
export async function ensureActiveWedding(db: Db, userId: string): Promise<string> {
  const couple = await coupleRow(db, userId, {
    activeWeddingId: couples.activeWeddingId,
    name1: couples.name1,
    name2: couples.name2,
    weddingDate: couples.weddingDate,
  });
  if (couple.activeWeddingId) return couple.activeWeddingId;
  const [existing] = await db
    .select({ id: weddings.id })
    .from(weddings)
    .where(eq(weddings.coupleId, userId))
    .orderBy(asc(weddings.createdAt))
    .limit(1);
  let weddingId = existing?.id;
  if (!weddingId) {
    const slug =
      couple.name1 && couple.name2 && couple.weddingDate
        ? await firstFreeSlug(db, couple.name1, couple.name2, couple.weddingDate)
        : null;
    const [created] = await db
      .insert(weddings)
      .values({ coupleId: userId, slug })
      .returning({ id: weddings.id });
    weddingId = created?.id;
  }
  if (!weddingId) throw new AppError('INTERNAL');
  await db.update(couples).set({ activeWeddingId: weddingId }).where(eq(couples.userId, userId));
  return weddingId;
}

export async function saveAnswer(
  db: Db,
  userId: string,
  weddingId: string,
  step: AnsweredStep,
  answer: z.infer<(typeof answerSchemas)[AnsweredStep]>,
) {
  const text = encodeAnswer(answer);
  await db.transaction(async (tx) => {
    await tx
      .insert(onboardingAnswers)
      .values({ weddingId, step, answer: text })
      .onConflictDoUpdate({
        target: [onboardingAnswers.weddingId, onboardingAnswers.step],
        set: { answer: text },
      });
    if (step === 5) await tx.update(weddings).set({ giftListType: text }).where(eq(weddings.id, weddingId));
  });
  return advanceProgress(db, userId, step);
}

export async function chooseTheme(db: Db, weddingId: string, themeId: string) {
  const [theme] = await db
    .select({ id: themes.id })
    .from(themes)
    .where(and(eq(themes.id, themeId), eq(themes.status, 'publicado')));
  if (!theme) throw new AppError('THEME_NOT_FOUND');
  await db.update(weddings).set({ themeId }).where(eq(weddings.id, weddingId));
}

/** Marks the onboarding done; the first time, the site's sections follow step 3's answer. */
export async function completeOnboarding(
  db: Db,
  userId: string,
  wedding: { id: string; themeId: string | null },
) {
  const [before] = await db
    .select({ completedAt: couples.onboardingCompletedAt })
    .from(couples)
    .where(eq(couples.userId, userId));
  await db
    .update(couples)
    .set({
      onboardingProgress: ONBOARDING_STEPS,
      onboardingCompletedAt: sql`coalesce(${couples.onboardingCompletedAt}, now())`,
    })
    .where(eq(couples.userId, userId));
  if (before && before.completedAt === null) await hideSectionsNotChosen(db, wedding.id, wedding.themeId);
}

export async function onboardingState(db: Db, userId: string) {
  const couple = await coupleRow(db, userId, {
    progress: couples.onboardingProgress,
    completedAt: couples.onboardingCompletedAt,
    weddingId: couples.activeWeddingId,
  });
  const wedding = couple.weddingId
    ? (
        await db
          .select({ slug: weddings.slug, themeId: weddings.themeId, giftListType: weddings.giftListType })
          .from(weddings)
          .where(eq(weddings.id, couple.weddingId))
      )[0]
    : undefined;
  const answers = couple.weddingId
    ? await db
        .select({ step: onboardingAnswers.step, answer: onboardingAnswers.answer })
        .from(onboardingAnswers)
        .where(eq(onboardingAnswers.weddingId, couple.weddingId))
    : [];
  return {
    weddingId: couple.weddingId,
    progress: couple.progress,
    completed: couple.completedAt !== null,
    answers: Object.fromEntries(answers.map((a) => [String(a.step), a.answer])),
    slug: wedding?.slug ?? null,
    themeId: wedding?.themeId ?? null,
    giftListType: wedding?.giftListType ?? null,
  };
}
