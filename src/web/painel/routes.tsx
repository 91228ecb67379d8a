// Route set of the couple panel host (SPEC 2.5, 2.6): login, e-mail confirmation, the payout key's
// cancel link, and the signed-in pages behind the session guard. Every page loads with its route
// (issue 24: the dashboard's first screen ships only its own code).
import { Navigate, type RouteObject } from 'react-router';
import { painelPaths as p } from '../../shared/routes.ts';
import { lazyRoute } from '../components/lazy-route.ts';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { dashboardRoutes } from './dashboard/dashboard-routes.tsx';
import { onboardingRoutes } from './onboarding/onboarding-routes.tsx';
import { PanelGuard } from './session/session-guard.tsx';
import { ToPublicHost } from './to-public-host.tsx';

export const painelRoutes: RouteObject[] = [
  { path: p.home, element: <Navigate to={p.dashboard} replace /> },
  lazyRoute(p.login, async () => (await import('../components/auth/login-page.tsx')).LoginPage),
  lazyRoute(
    p.verifyEmail,
    async () => (await import('./verify-email/verify-email-page.tsx')).VerifyEmailPage,
  ),
  lazyRoute(
    p.cancelPayoutKey,
    async () => (await import('./payout-key/cancel-payout-key-page.tsx')).CancelPayoutKeyPage,
  ),
  lazyRoute(
    p.acceptAccess,
    async () => (await import('./shared-access/accept-access-page.tsx')).AcceptAccessPage,
  ),
  { path: `${p.signUp}/*`, Component: ToPublicHost },
  { path: `${p.resetPassword}/*`, Component: ToPublicHost },
  { Component: PanelGuard, children: [...onboardingRoutes, ...dashboardRoutes] },
  { path: '*', Component: NotFoundPage },
];
