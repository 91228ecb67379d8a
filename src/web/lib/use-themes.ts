// The published themes with their design settings: onboarding step 7, "Alterar tema" and the
// marketing page's showcase.
import { useCallback, useEffect, useState } from 'react';
import type { ThemeDesign } from '../../shared/theme-design.ts';
import { ApiError, api } from './api.ts';

export interface ThemeOption {
  id: string;
  key: string | null;
  name: string;
  description: string;
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
  const [state, setState] = useState<ThemesState>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the retry trigger.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchThemes(controller.signal)
      .then((themes) => setState({ status: 'ready', themes }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: err instanceof ApiError ? err.message : String(err) });
      });
    return () => controller.abort();
  }, [version]);

  return { state, retry: useCallback(() => setVersion((v) => v + 1), []) };
}
