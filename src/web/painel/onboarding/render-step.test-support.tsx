// Component tests of the onboarding steps: one step rendered in a router with a flow whose state
// the test chooses (wedding `w1`) and whose `record` is a mock.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { OnboardingState } from './onboarding-api.ts';
import { OnboardingContext, type OnboardingFlow } from './onboarding-context.ts';

export function renderStep(step: ReactNode, state: Partial<OnboardingState> = {}): OnboardingFlow {
  const flow: OnboardingFlow = {
    state: {
      weddingId: 'w1',
      progress: 0,
      completed: false,
      answers: {},
      slug: null,
      themeId: null,
      giftListType: null,
      ...state,
    },
    record: vi.fn(),
    weddingId: async () => 'w1',
  };
  render(
    <MemoryRouter>
      <OnboardingContext.Provider value={flow}>{step}</OnboardingContext.Provider>
    </MemoryRouter>,
  );
  return flow;
}
