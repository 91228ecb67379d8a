// The onboarding is the owner's: a member of the wedding (shared access) who opens it lands on the
// panel without the onboarding ever loading, while the owner gets the flow.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionInfo } from '../../../shared/auth/schemas.ts';
import { SessionProvider } from '../../components/auth/session-guard.tsx';
import { coupleSession } from '../../testing/couple-session.ts';
import { OnboardingFlow } from './onboarding-flow.tsx';

const fetchOnboarding = vi.hoisted(() => vi.fn(() => new Promise(() => {})));
vi.mock('./onboarding-api.ts', () => ({ fetchOnboarding, ensureWedding: vi.fn() }));

function openOnboarding(session: SessionInfo) {
  const router = createMemoryRouter(
    [
      {
        path: '/onboarding',
        Component: OnboardingFlow,
        children: [{ index: true, element: <p>Boas-vindas</p> }],
      },
      { path: '/dashboard', element: <h1>Painel</h1> },
    ],
    { initialEntries: ['/onboarding'] },
  );
  render(
    <SessionProvider value={{ session, refresh: async () => {} }}>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return router;
}

afterEach(() => fetchOnboarding.mockClear());

describe('OnboardingFlow', () => {
  it.each(['partner', 'planner'] as const)(
    'sends a %s to the dashboard, never loading the onboarding',
    async (role) => {
      const router = openOnboarding({ ...coupleSession({ onboardingCompleted: false }), weddingRole: role });
      await screen.findByRole('heading', { name: 'Painel' });
      expect(router.state.location.pathname).toBe('/dashboard');
      expect(fetchOnboarding).not.toHaveBeenCalled();
    },
  );

  it('loads the onboarding for the owner', () => {
    const router = openOnboarding(coupleSession({ onboardingCompleted: false }));
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(fetchOnboarding).toHaveBeenCalledOnce();
  });
});
