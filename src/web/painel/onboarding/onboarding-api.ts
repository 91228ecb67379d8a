// Calls of the onboarding (SPEC 2.5): state, answers, progress, site link, theme and completion.
import type { AnsweredStep } from '../../../shared/onboarding.ts';
import { api } from '../../lib/api.ts';

export interface OnboardingState {
  weddingId: string | null;
  /** Last step passed, 0..8: the couple resumes at progress + 1. */
  progress: number;
  completed: boolean;
  /** Stored answers by step ("1", "2", "3", "5"); step 3 is a JSON list. */
  answers: Record<string, string>;
  slug: string | null;
  themeId: string | null;
  giftListType: string | null;
}

export type ProgressStep = 4 | 6 | 7;

const json = (body: unknown) => ({ method: 'POST', json: body });

export function fetchOnboarding(): Promise<OnboardingState> {
  return api<OnboardingState>('/api/onboarding');
}

/** The active wedding, created at step 1 when the couple has none. */
export async function ensureWedding(): Promise<string> {
  return (await api<{ weddingId: string }>('/api/onboarding/wedding', { method: 'POST' })).weddingId;
}

export async function saveAnswer(
  weddingId: string,
  step: AnsweredStep,
  answer: string | string[],
): Promise<number> {
  return (
    await api<{ progress: number }>(`/api/weddings/${weddingId}/onboarding/answers`, json({ step, answer }))
  ).progress;
}

export async function passStep(weddingId: string, step: ProgressStep): Promise<number> {
  return (await api<{ progress: number }>(`/api/weddings/${weddingId}/onboarding/progress`, json({ step })))
    .progress;
}

export function checkSlug(slug: string, weddingId: string | null, signal: AbortSignal) {
  const params = new URLSearchParams({ slug });
  if (weddingId) params.set('weddingId', weddingId);
  return api<{ slug: string; valid: boolean; available: boolean }>(
    `/api/weddings/slug-availability?${params}`,
    { signal },
  );
}

export async function saveSlug(weddingId: string, slug: string): Promise<string> {
  return (await api<{ slug: string }>(`/api/weddings/${weddingId}/slug`, { method: 'PUT', json: { slug } }))
    .slug;
}

export async function chooseTheme(weddingId: string, themeId: string): Promise<void> {
  await api(`/api/weddings/${weddingId}/theme`, { method: 'PUT', json: { themeId } });
}

export async function completeOnboarding(weddingId: string): Promise<void> {
  await api(`/api/weddings/${weddingId}/onboarding/complete`, { method: 'POST' });
}
