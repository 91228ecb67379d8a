// The back office's payments and withdrawals page (DESIGN.md section 6), loaded with its route.
import type { RouteObject } from 'react-router';
import { adminPagePaths as p } from '../layout/admin-paths.ts';

export const paymentsRoutes: RouteObject[] = [
  { path: p.payments, lazy: async () => ({ Component: (await import('./payments-page.tsx')).PaymentsPage }) },
];
