// One GET that follows what it asks for: "loading", then the answer or the API's message; asking for
// something else, or leaving the page, aborts the request in flight.
import { useEffect, useState } from 'react';
import { ApiError } from './api.ts';

export type LoadState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'done'; data: T };

/** `key` names the request (another key loads again); `load` is null when there is nothing to ask. */
export function useLoad<T>(key: string, load: ((signal: AbortSignal) => Promise<T>) | null): LoadState<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'idle' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the request; `load` is new each render.
  useEffect(() => {
    if (!load) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal)
      .then((data) => setState({ status: 'done', data }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: err instanceof ApiError ? err.message : String(err) });
      });
    return () => controller.abort();
  }, [key]);

  return state;
}
