// The gift-lists overview of the back office (SPEC 2.8).
import type { RouteObject } from 'react-router';
import { adminPagePaths as p } from '../layout/admin-paths.ts';
import { GiftListsOverviewPage } from './gift-lists-overview-page.tsx';

export const giftListsOverviewRoutes: RouteObject[] = [
  { path: p.giftListsOverview, Component: GiftListsOverviewPage },
];
