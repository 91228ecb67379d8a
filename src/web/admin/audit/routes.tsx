// The audit log page (issue 11), loaded with its route.
import type { RouteObject } from 'react-router';
import { adminPagePaths as p } from '../layout/admin-paths.ts';

export const auditRoutes: RouteObject[] = [
  { path: p.audit, lazy: async () => ({ Component: (await import('./audit-page.tsx')).AuditPage }) },
];
