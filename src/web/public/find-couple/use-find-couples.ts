// Loads one page of find-a-couple results for the query in the URL.
import type { FindCoupleQuery, FindCoupleResult } from '../../../shared/find-couple.ts';
import { api } from '../../lib/api.ts';
import { type LoadState, useLoad } from '../../lib/use-load.ts';

export function useFindCouples(query: FindCoupleQuery | null): LoadState<FindCoupleResult> {
  return useLoad(query ? JSON.stringify(query) : '', query ? (signal) => searchCouples(query, signal) : null);
}

function searchCouples(q: FindCoupleQuery, signal: AbortSignal) {
  const params = new URLSearchParams({ q: q.q, page: String(q.page) });
  if (q.month) params.set('month', String(q.month));
  if (q.year) params.set('year', String(q.year));
  return api<FindCoupleResult>(`/api/couples/search?${params}`, { signal });
}
