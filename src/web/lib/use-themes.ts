// The published themes with their design settings: onboarding step 7, "Alterar tema" and the
// marketing page's showcase.
import { useCallback, useState } from 'react';
import type { ThemeDesign } from '../../shared/theme-design.ts';
import { api } from './api.ts';
import { useLoad } from './use-load.ts';

export interface ThemeOption {
  id: string;
  key: string | null;
  name: string;
  description: string;
  tags: string[];
  design: ThemeDesign;
}

export function fetchThemes(signal: AbortSignal): Promise<ThemeOption[]> {
  return api<ThemeOption[]>('/api/themes', { signal });
}

export type ThemesState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; themes: ThemeOption[] };

export function useThemes(): { state: ThemesState; retry: () => void } {
  const [version, setVersion] = useState(0);
  const loaded = useLoad(String(version), fetchThemes);
  const state: ThemesState =
    loaded.status === 'done'
      ? { status: 'ready', themes: loaded.data }
      : loaded.status === 'error'
        ? loaded
        : { status: 'loading' };
  return { state, retry: useCallback(() => setVersion((v) => v + 1), []) };
}
