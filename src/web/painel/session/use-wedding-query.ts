// A query about the wedding the couple is working on: it waits, without asking, until onboarding
// has made one, and its fetch is always given the wedding's id.
import { type QueryKey, skipToken, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useWeddingId } from './session-context.ts';

export function useWeddingQuery<T>(
  queryKey: (weddingId: string | null) => QueryKey,
  fetch: (weddingId: string, signal: AbortSignal) => Promise<T>,
  options: Omit<UseQueryOptions<T>, 'queryKey' | 'queryFn' | 'enabled'> = {},
) {
  const weddingId = useWeddingId();
  return useQuery({
    ...options,
    queryKey: queryKey(weddingId),
    queryFn: weddingId ? ({ signal }) => fetch(weddingId, signal) : skipToken,
  });
}
