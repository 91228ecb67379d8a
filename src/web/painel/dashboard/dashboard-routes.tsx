// The signed-in panel's routes (SPEC 2.6) inside the panel layout, each page loaded with its route.
// Pages a later issue builds go to the "Em breve" page through the catch-all.
import type { RouteObject } from 'react-router';
import { painelPaths as p } from '../../../shared/routes.ts';
import { accountRoutes } from '../account/account-routes.tsx';
import { extrasRoutes } from '../extras/extras-routes.tsx';
import { giftListRoutes } from '../gift-list/gift-list-routes.tsx';
import { guestsRoutes } from '../guests/guests-routes.tsx';
import { PanelLayout } from '../layout/panel-layout.tsx';
import { panelPaths } from '../layout/panel-paths.ts';
import { siteEditorRoutes } from '../site/site-routes.tsx';
import { stationeryRoutes } from '../stationery/stationery-routes.tsx';

export const dashboardRoutes: RouteObject[] = [
  {
    path: p.dashboard,
    Component: PanelLayout,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./dashboard-page.tsx')).DashboardPage }),
      },
      ...accountRoutes,
      {
        path: panelPaths.faq,
        lazy: async () => ({ Component: (await import('../layout/help-pages.tsx')).HelpFaqPage }),
      },
      {
        path: panelPaths.tour,
        lazy: async () => ({ Component: (await import('../layout/help-pages.tsx')).HelpTourPage }),
      },
      ...siteEditorRoutes,
      ...guestsRoutes,
      ...stationeryRoutes,
      {
        path: panelPaths.guestCheckIn,
        lazy: async () => ({ Component: (await import('../check-in/check-in-page.tsx')).CheckInPage }),
      },
      {
        path: panelPaths.sharedAccess,
        lazy: async () => ({
          Component: (await import('../shared-access/shared-access-page.tsx')).SharedAccessPage,
        }),
      },
      // Money pages: a planner (shared access) reads why not instead.
      {
        lazy: async () => ({ Component: (await import('../shared-access/money-only.tsx')).MoneyOnly }),
        children: [
          {
            path: panelPaths.wallet,
            lazy: async () => ({ Component: (await import('../wallet/wallet-page.tsx')).WalletPage }),
          },
          ...giftListRoutes,
          ...extrasRoutes,
        ],
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../layout/coming-soon.tsx')).ComingSoonPage }),
      },
    ],
  },
];
