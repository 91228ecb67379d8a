// The back office's couples pages (SPEC 2.7): the list, a couple's details and its edit form.
import type { RouteObject } from 'react-router';
import { CoupleDetailPage } from './couple-detail-page.tsx';
import { CoupleEditPage } from './couple-edit-page.tsx';
import { coupleRoutes } from './couple-paths.ts';
import { CouplesPage } from './couples-page.tsx';

export const couplesRoutes: RouteObject[] = [
  { path: coupleRoutes.list, Component: CouplesPage },
  { path: coupleRoutes.detail, Component: CoupleDetailPage },
  { path: coupleRoutes.edit, Component: CoupleEditPage },
];
