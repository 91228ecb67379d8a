// The admin home's calls: its figures and its "A fazer" queue.
import type { Dashboard } from '../../../shared/admin-dashboard.ts';
import type { TodoQueue } from '../../../shared/admin-todo.ts';
import { api } from '../../lib/api.ts';

export const dashboardKey = ['admin', 'dashboard'] as const;

export function fetchDashboard(signal?: AbortSignal) {
  return api<Dashboard>('/api/admin/dashboard', { signal });
}

export const todoKey = ['admin', 'dashboard', 'a-fazer'] as const;

export function fetchTodoQueue(signal?: AbortSignal) {
  return api<TodoQueue>('/api/admin/dashboard/a-fazer', { signal });
}
