// The back office's custom-domain orders (issue 23), loaded with its route.
import type { RouteObject } from 'react-router';
import { adminPagePaths as p } from '../layout/admin-paths.ts';

export const domainsRoutes: RouteObject[] = [
  { path: p.domains, lazy: async () => ({ Component: (await import('./domains-page.tsx')).DomainsPage }) },
];
