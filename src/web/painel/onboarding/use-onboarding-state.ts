// Loads the couple's onboarding state once for the whole flow and keeps it in step with saves.
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { onboardingErrors } from '../../../shared/onboarding.ts';
import { ApiError } from '../../lib/api.ts';
import { ensureWedding, fetchOnboarding, type OnboardingState } from './onboarding-api.ts';
import type { OnboardingFlow } from './onboarding-context.ts';
import { StepFailure } from './use-step-action.ts';

export type LoadState =
  | { status: 'loading' }
  | { status: 'unauthenticated' }
  | { status: 'error'; message: string }
  | { status: 'ready'; flow: OnboardingFlow };

function describe(err: unknown): string {
  return `${onboardingErrors.fetchWedding}${err instanceof Error ? err.message : String(err)}`;
}

export function useOnboardingState(): { load: LoadState; retry: () => void } {
  const [state, setState] = useState<OnboardingState | null>(null);
  const [failure, setFailure] = useState<LoadState | null>(null);
  const [version, setVersion] = useState(0);
  const latest = useRef<OnboardingState | null>(null);
  latest.current = state;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the retry trigger.
  useEffect(() => {
    let live = true;
    setFailure(null);
    fetchOnboarding()
      .then((loaded) => live && setState(loaded))
      .catch((err: unknown) => {
        if (!live) return;
        const unauthenticated = err instanceof ApiError && err.status === 401;
        setFailure(
          unauthenticated ? { status: 'unauthenticated' } : { status: 'error', message: describe(err) },
        );
      });
    return () => {
      live = false;
    };
  }, [version]);

  // Saves are followed by a navigation: commit the new progress first so the next step's
  // guard already sees it.
  const record = useCallback((patch: Partial<OnboardingState>) => {
    flushSync(() =>
      setState((s) =>
        s
          ? {
              ...s,
              ...patch,
              answers: { ...s.answers, ...patch.answers },
              progress: Math.max(s.progress, patch.progress ?? 0),
            }
          : s,
      ),
    );
  }, []);

  const weddingId = useCallback(async () => {
    const known = latest.current?.weddingId;
    if (known) return known;
    try {
      const id = await ensureWedding();
      record({ weddingId: id });
      return id;
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) throw err;
      throw new StepFailure(
        `${onboardingErrors.createWedding}${err instanceof Error ? err.message : String(err)}`,
      );
    }
  }, [record]);

  const retry = useCallback(() => setVersion((v) => v + 1), []);
  if (failure) return { load: failure, retry };
  if (!state) return { load: { status: 'loading' }, retry };
  return { load: { status: 'ready', flow: { state, record, weddingId } }, retry };
}
