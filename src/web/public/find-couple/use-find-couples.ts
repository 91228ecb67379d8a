// Loads one page of find-a-couple results for the query in the URL.
import { useEffect, useState } from 'react';
import type { FindCoupleQuery, FindCoupleResult } from '../../../shared/find-couple.ts';
import { ApiError, api } from '../../lib/api.ts';

type State =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'done'; result: FindCoupleResult };

export function useFindCouples(query: FindCoupleQuery | null): State {
  const [state, setState] = useState<State>({ status: 'idle' });
  const key = query ? JSON.stringify(query) : '';

  useEffect(() => {
    if (!key) {
      setState({ status: 'idle' });
      return;
    }
    const q = JSON.parse(key) as FindCoupleQuery;
    const controller = new AbortController();
    const params = new URLSearchParams({ q: q.q, page: String(q.page) });
    if (q.month) params.set('month', String(q.month));
    if (q.year) params.set('year', String(q.year));
    setState({ status: 'loading' });
    api<FindCoupleResult>(`/api/couples/search?${params}`, { signal: controller.signal })
      .then((result) => setState({ status: 'done', result }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: err instanceof ApiError ? err.message : String(err) });
      });
    return () => controller.abort();
  }, [key]);

  return state;
}
