// A query about one wedding: its key and its fetch are both given the wedding's id, and it waits,
// without asking, while there is no wedding yet (onboarding has not made one).
import { type QueryKey, skipToken, type UseQueryOptions, useQuery } from '@tanstack/react-query';

export function useWeddingQuery<Id extends string | null, T>(
  weddingId: Id,
  queryKey: (weddingId: Id) => QueryKey,
  fetch: (weddingId: string, signal: AbortSignal) => Promise<T>,
  options: Omit<UseQueryOptions<T>, 'queryKey' | 'queryFn' | 'enabled'> = {},
) {
  return useQuery({
    ...options,
    queryKey: queryKey(weddingId),
    queryFn: weddingId === null ? skipToken : ({ signal }) => fetch(weddingId, signal),
  });
}

/**
 * A query about one wedding and one more value it is asked for (a page, a filter, an event): the
 * key and the fetch are both given the wedding's id and that value.
 */
export function useWeddingQueryWith<Arg, T>(
  weddingId: string,
  arg: Arg,
  queryKey: (weddingId: string, arg: Arg) => QueryKey,
  fetch: (weddingId: string, arg: Arg, signal: AbortSignal) => Promise<T>,
  options: Omit<UseQueryOptions<T>, 'queryKey' | 'queryFn'> = {},
) {
  return useQuery({
    ...options,
    queryKey: queryKey(weddingId, arg),
    queryFn: ({ signal }) => fetch(weddingId, arg, signal),
  });
}
