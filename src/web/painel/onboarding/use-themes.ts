// The published themes for step 7, with their design settings.
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { fetchThemes, type ThemeOption } from './onboarding-api.ts';

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
