// The onboarding state every step reads, and the way steps record what they saved.
import { createContext, useContext } from 'react';
import { ONBOARDING_STEPS } from '../../../shared/onboarding.ts';
import { painelPaths } from '../../../shared/routes.ts';
import type { OnboardingState } from './onboarding-api.ts';

export interface OnboardingFlow {
  state: OnboardingState;
  /** Merges a saved result: answers are added, progress never goes back. */
  record: (patch: Partial<OnboardingState>) => void;
  /** The active wedding's id, creating the wedding first if the couple has none (step 1). */
  weddingId: () => Promise<string>;
}

export const OnboardingContext = createContext<OnboardingFlow | null>(null);

export function useOnboarding(): OnboardingFlow {
  const value = useContext(OnboardingContext);
  if (!value) throw new Error('useOnboarding outside OnboardingFlow');
  return value;
}

export function stepPath(step: number): string {
  return `${painelPaths.onboarding}/passo-${step}`;
}

/** The first step not passed yet: where "Começar" leads and where skipping ahead is sent back to. */
export function resumeStep(progress: number): number {
  return Math.min(Math.max(progress, 0) + 1, ONBOARDING_STEPS);
}
