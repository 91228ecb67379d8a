// The gift-lists overview of the back office (SPEC 2.8), loaded with its route.
import type { RouteObject } from 'react-router';
import { adminPagePaths as p } from '../layout/admin-paths.ts';

export const giftListsOverviewRoutes: RouteObject[] = [
  {
    path: p.giftListsOverview,
    lazy: async () => ({ Component: (await import('./gift-lists-overview-page.tsx')).GiftListsOverviewPage }),
  },
];
