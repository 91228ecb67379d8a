// Calls of /admin/settings.
import type { AdminSettings } from '../../../shared/admin-settings.ts';
import { api } from '../../lib/api.ts';

export interface AdminSettingsView extends AdminSettings {
  updatedAt: string | null;
  updatedBy: string | null;
}

export const settingsKey = ['admin', 'settings'] as const;

export function fetchAdminSettings(signal?: AbortSignal) {
  return api<AdminSettingsView>('/api/admin/settings', { signal });
}

export function saveAdminSettings(body: AdminSettings) {
  return api<AdminSettingsView>('/api/admin/settings', { method: 'PUT', json: body });
}
