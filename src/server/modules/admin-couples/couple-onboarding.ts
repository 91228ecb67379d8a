// "Onboarding" of a couple's page: the eight steps, which are done, and the answers in words.
import { eq } from 'drizzle-orm';
import { type CoupleOnboarding, onboardingStepTitles } from '../../../shared/admin-couple-detail.ts';
import {
  communicateOptions,
  feelingOptions,
  giftListTypeOptions,
  goalOptions,
  SKIP,
} from '../../../shared/onboarding.ts';
import type { Db } from '../../db/client.ts';
import { onboardingAnswers, themes } from '../../db/schema.ts';
import { findCouple } from './couple-overview.ts';

const optionLabels: Record<number, Record<string, string>> = {
  1: Object.fromEntries(feelingOptions.map((o) => [o.id, o.label])),
  2: Object.fromEntries(goalOptions.map((o) => [o.id, o.label])),
  3: Object.fromEntries(communicateOptions.map((o) => [o.id, o.label])),
  5: { ...Object.fromEntries(giftListTypeOptions.map((o) => [o.id, o.label])), padrao: 'Padrão' },
};

/** An answer as people read it: the options' labels, "Pulou esta etapa" for a skip. */
function readableAnswer(step: number, raw: string): string {
  if (raw === SKIP) return 'Pulou esta etapa';
  const labels = optionLabels[step] ?? {};
  if (step === 3 && raw.startsWith('[')) {
    const ids = JSON.parse(raw) as string[];
    return ids.map((i) => labels[i] ?? i).join(', ');
  }
  return labels[raw] ?? raw;
}

export async function coupleOnboarding(db: Db, id: string): Promise<CoupleOnboarding> {
  const { couple, wedding } = await findCouple(db, id);
  const answers = wedding
    ? await db
        .select({ step: onboardingAnswers.step, answer: onboardingAnswers.answer })
        .from(onboardingAnswers)
        .where(eq(onboardingAnswers.weddingId, wedding.id))
    : [];
  const byStep = new Map(answers.map((a) => [a.step, readableAnswer(a.step, a.answer)]));
  const [theme] = wedding?.themeId
    ? await db.select({ name: themes.name }).from(themes).where(eq(themes.id, wedding.themeId))
    : [];
  if (wedding?.slug) byStep.set(6, wedding.slug);
  if (theme) byStep.set(7, theme.name);
  return {
    signUpStep: couple.onboardingStep,
    progress: couple.onboardingProgress,
    completedAt: couple.onboardingCompletedAt?.toISOString() ?? null,
    steps: onboardingStepTitles.map((title, i) => ({
      step: i + 1,
      title,
      done: couple.onboardingProgress >= i + 1,
      answer: byStep.get(i + 1) ?? null,
    })),
  };
}
