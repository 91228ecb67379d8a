// Route set of the couple panel host (SPEC 2.5, 2.6): login, e-mail confirmation, the payout key's
// cancel link, and the signed-in pages behind the session guard.
import { Navigate, type RouteObject } from 'react-router';
import { painelPaths as p } from '../../shared/routes.ts';
import { LoginPage } from '../components/auth/login-page.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { dashboardRoutes } from './dashboard/dashboard-routes.tsx';
import { onboardingRoutes } from './onboarding/onboarding-routes.tsx';
import { CancelPayoutKeyPage } from './payout-key/cancel-payout-key-page.tsx';
import { PanelGuard } from './session/session-guard.tsx';
import { AcceptAccessPage } from './shared-access/accept-access-page.tsx';
import { ToPublicHost } from './to-public-host.tsx';
import { VerifyEmailPage } from './verify-email/verify-email-page.tsx';

export const painelRoutes: RouteObject[] = [
  { path: p.home, element: <Navigate to={p.dashboard} replace /> },
  { path: p.login, element: <LoginPage /> },
  { path: p.verifyEmail, Component: VerifyEmailPage },
  { path: p.cancelPayoutKey, Component: CancelPayoutKeyPage },
  { path: p.acceptAccess, Component: AcceptAccessPage },
  { path: `${p.signUp}/*`, Component: ToPublicHost },
  { path: `${p.resetPassword}/*`, Component: ToPublicHost },
  { Component: PanelGuard, children: [...onboardingRoutes, ...dashboardRoutes] },
  { path: '*', Component: NotFoundPage },
];
