// Route set of the admin host (SPEC 2.7): its login, and every other page behind the admin guard,
// inside the admin frame, each page loaded with its route (issue 24). Pages a later issue builds show
// "Em breve" through the catch-all.
import type { RouteObject } from 'react-router';
import { twoFactorPaths } from '../../shared/auth/two-factor.ts';
import { adminPaths as p } from '../../shared/routes.ts';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { auditRoutes } from './audit/routes.tsx';
import { chatbotsRoutes } from './chatbots/routes.tsx';
import { couplesRoutes } from './couples/routes.tsx';
import { domainsRoutes } from './domains/routes.tsx';
import { financesRoutes } from './finances/routes.tsx';
import { giftCatalogRoutes } from './gift-catalog/routes.tsx';
import { giftListsOverviewRoutes } from './gift-lists/routes.tsx';
import { AdminLayout } from './layout/admin-layout.tsx';
import { paymentsRoutes } from './payments/routes.tsx';
import { readyListRoutes } from './ready-lists/routes.tsx';
import { AdminGuard } from './session/admin-guard.tsx';
import { settingsRoutes } from './settings/routes.tsx';
import { siteLayoutRoutes } from './site-layout/routes.tsx';
import { themesRoutes } from './themes/themes-routes.tsx';
import { whatsappRoutes } from './whatsapp/routes.tsx';

const homePage = async () => ({ Component: (await import('./home/admin-home-page.tsx')).AdminHomePage });

export const adminRoutes: RouteObject[] = [
  {
    path: p.login,
    lazy: async () => ({ Component: (await import('./admin-login-page.tsx')).AdminLoginPage }),
  },
  // Between the password and the session: outside the guard, which needs a session.
  {
    path: twoFactorPaths.setup,
    lazy: async () => ({
      Component: (await import('./two-factor/two-factor-setup-page.tsx')).TwoFactorSetupPage,
    }),
  },
  {
    path: twoFactorPaths.verify,
    lazy: async () => ({
      Component: (await import('./two-factor/two-factor-verify-page.tsx')).TwoFactorVerifyPage,
    }),
  },
  {
    Component: AdminGuard,
    children: [
      {
        Component: AdminLayout,
        children: [
          { path: p.home, lazy: homePage },
          { path: p.admin, lazy: homePage },
          ...themesRoutes,
          ...giftCatalogRoutes,
          ...readyListRoutes,
          ...settingsRoutes,
          ...giftListsOverviewRoutes,
          ...financesRoutes,
          ...paymentsRoutes,
          ...couplesRoutes,
          ...auditRoutes,
          ...domainsRoutes,
          ...siteLayoutRoutes,
          ...chatbotsRoutes,
          ...whatsappRoutes,
          {
            path: `${p.admin}/*`,
            lazy: async () => ({
              Component: (await import('./layout/admin-not-found.tsx')).AdminNotFoundPage,
            }),
          },
        ],
      },
    ],
  },
  { path: '*', Component: NotFoundPage },
];
