// The platform's settings as the back office shows them, cached under one key.
import { useQuery } from '@tanstack/react-query';
import { fetchAdminSettings, settingsKey } from './settings-api.ts';

export function useAdminSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => fetchAdminSettings(signal) });
}
