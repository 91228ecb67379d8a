// Shared steps of the onboarding specs: a fresh couple signed in on the panel, and DB shortcuts.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client.ts';
import { couples, onboardingAnswers, weddings } from '../../../src/server/db/schema.ts';
import { createCoupleWithWedding } from '../../../src/server/db/seed/factories.ts';
import { signInAs } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';

export const password = 'Bem-Casado-2027';

export function uniqueSlug(prefix = 'e2e'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

/** A couple that finished sign-up and has not started onboarding (progress 0). */
export async function createOnboardingCouple(db: Db, options: { progress?: number } = {}) {
  const email = `onboarding-${randomUUID()}@exemplo.com`;
  const slug = uniqueSlug('helena-e-rafael');
  const { user, wedding } = await createCoupleWithWedding(db, {
    email,
    password,
    name1: 'Helena',
    name2: 'Rafael',
    weddingDate: '2027-09-18',
    slug,
  });
  if (options.progress) {
    await db.update(couples).set({ onboardingProgress: options.progress }).where(eq(couples.userId, user.id));
  }
  return { email, user, wedding, slug };
}

/** Signs the couple in on the panel by its session cookie (the login form has its own specs). */
export function signInOnPanel(page: Page, email: string): Promise<void> {
  return signInAs(page, 'painel', email);
}

export async function storedAnswers(db: Db, weddingId: string): Promise<Record<number, string>> {
  const rows = await db
    .select({ step: onboardingAnswers.step, answer: onboardingAnswers.answer })
    .from(onboardingAnswers)
    .where(eq(onboardingAnswers.weddingId, weddingId));
  return Object.fromEntries(rows.map((r) => [r.step, r.answer]));
}

export async function weddingOf(db: Db, weddingId: string) {
  const [row] = await db
    .select({ slug: weddings.slug, themeId: weddings.themeId, giftListType: weddings.giftListType })
    .from(weddings)
    .where(eq(weddings.id, weddingId));
  if (!row) throw new Error(`wedding ${weddingId} not found`);
  return row;
}

export async function coupleOf(db: Db, userId: string) {
  const [row] = await db
    .select({
      progress: couples.onboardingProgress,
      completedAt: couples.onboardingCompletedAt,
      activeWeddingId: couples.activeWeddingId,
    })
    .from(couples)
    .where(eq(couples.userId, userId));
  if (!row) throw new Error(`couple ${userId} not found`);
  return row;
}

export function stepUrl(step: number): string {
  return `${hosts.painel}/onboarding/passo-${step}`;
}
