// The back office's payments and withdrawals page (DESIGN.md section 6).
import type { RouteObject } from 'react-router';
import { adminPagePaths as p } from '../layout/admin-paths.ts';
import { PaymentsPage } from './payments-page.tsx';

export const paymentsRoutes: RouteObject[] = [{ path: p.payments, Component: PaymentsPage }];
