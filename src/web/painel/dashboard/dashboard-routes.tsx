// The signed-in panel's routes (SPEC 2.6) inside the panel layout. Pages a later issue builds go
// to the "Em breve" page through the catch-all.
import type { RouteObject } from 'react-router';
import { painelPaths as p } from '../../../shared/routes.ts';
import { accountRoutes } from '../account/account-routes.tsx';
import { CheckInPage } from '../check-in/check-in-page.tsx';
import { extrasRoutes } from '../extras/extras-routes.tsx';
import { giftListRoutes } from '../gift-list/gift-list-routes.tsx';
import { guestsRoutes } from '../guests/guests-routes.tsx';
import { ComingSoonPage } from '../layout/coming-soon.tsx';
import { HelpFaqPage, HelpTourPage } from '../layout/help-pages.tsx';
import { PanelLayout } from '../layout/panel-layout.tsx';
import { panelPaths } from '../layout/panel-paths.ts';
import { MoneyOnly } from '../shared-access/money-only.tsx';
import { SharedAccessPage } from '../shared-access/shared-access-page.tsx';
import { siteEditorRoutes } from '../site/site-routes.tsx';
import { stationeryRoutes } from '../stationery/stationery-routes.tsx';
import { WalletPage } from '../wallet/wallet-page.tsx';
import { DashboardPage } from './dashboard-page.tsx';

export const dashboardRoutes: RouteObject[] = [
  {
    path: p.dashboard,
    Component: PanelLayout,
    children: [
      { index: true, Component: DashboardPage },
      ...accountRoutes,
      { path: panelPaths.faq, Component: HelpFaqPage },
      { path: panelPaths.tour, Component: HelpTourPage },
      ...siteEditorRoutes,
      ...guestsRoutes,
      ...stationeryRoutes,
      { path: panelPaths.guestCheckIn, Component: CheckInPage },
      { path: panelPaths.sharedAccess, Component: SharedAccessPage },
      // Money pages: a planner (shared access) reads why not instead.
      {
        Component: MoneyOnly,
        children: [{ path: panelPaths.wallet, Component: WalletPage }, ...giftListRoutes, ...extrasRoutes],
      },
      { path: '*', Component: ComingSoonPage },
    ],
  },
];
