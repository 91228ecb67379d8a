// The admin home's call.
import type { Dashboard } from '../../../shared/admin-dashboard.ts';
import { api } from '../../lib/api.ts';

export const dashboardKey = ['admin', 'dashboard'] as const;

export function fetchDashboard(signal?: AbortSignal) {
  return api<Dashboard>('/api/admin/dashboard', { signal });
}
