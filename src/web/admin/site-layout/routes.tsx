// "Layout" (issue 24): the marketing content of the public pages, loaded with its route.
import type { RouteObject } from 'react-router';
import { adminPagePaths as p } from '../layout/admin-paths.ts';

export const siteLayoutRoutes: RouteObject[] = [
  { path: p.layout, lazy: async () => ({ Component: (await import('./layout-page.tsx')).LayoutPage }) },
];
