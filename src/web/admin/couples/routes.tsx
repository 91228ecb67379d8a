// The back office's couples pages (SPEC 2.7): the list, a couple's details and its edit form, each
// loaded with its route.
import type { RouteObject } from 'react-router';
import { coupleRoutes } from './couple-paths.ts';

export const couplesRoutes: RouteObject[] = [
  {
    path: coupleRoutes.list,
    lazy: async () => ({ Component: (await import('./couples-page.tsx')).CouplesPage }),
  },
  {
    path: coupleRoutes.detail,
    lazy: async () => ({ Component: (await import('./couple-detail-page.tsx')).CoupleDetailPage }),
  },
  {
    path: coupleRoutes.edit,
    lazy: async () => ({ Component: (await import('./couple-edit-page.tsx')).CoupleEditPage }),
  },
];
