// Component tests of the onboarding steps: one step rendered in a router with a flow whose state
// the test chooses (wedding `w1`) and whose `record` is a mock, inside a signed-in session whose
// `refresh` is a mock too.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { type Mock, vi } from 'vitest';
import { SessionProvider } from '../../components/auth/session-guard.tsx';
import { coupleSession } from '../../testing/couple-session.ts';
import type { OnboardingState } from './onboarding-api.ts';
import { OnboardingContext, type OnboardingFlow } from './onboarding-context.ts';

const session = coupleSession({ onboardingCompleted: false });

export function renderStep(
  step: ReactNode,
  state: Partial<OnboardingState> = {},
): OnboardingFlow & { refreshSession: Mock<() => Promise<void>> } {
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
  const refreshSession = vi.fn(async () => {});
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider value={{ session, refresh: refreshSession }}>
        <MemoryRouter>
          <OnboardingContext.Provider value={flow}>{step}</OnboardingContext.Provider>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...flow, refreshSession };
}
