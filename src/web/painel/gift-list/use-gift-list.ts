// The gift list's data, cached by TanStack Query: the list's state (lists, settings, links) and the
// gifts of each list. Every change refetches what it affects.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from 'sonner';
import type { GiftListState } from '../../../shared/gift-list.ts';
import { useWeddingId } from '../session/session-context.ts';
import { useWeddingQuery } from '../session/use-wedding-query.ts';
import { fetchGiftListState, fetchItems, giftListKeys } from './gift-list-api.ts';

export function useGiftListState() {
  return useWeddingQuery(
    useWeddingId(),
    (weddingId) => giftListKeys.state(weddingId ?? ''),
    fetchGiftListState,
    { refetchOnWindowFocus: false },
  );
}

/** The wedding and its gift list, on pages the shell renders once the state has loaded. */
export function useLoadedGiftList(): { weddingId: string; state: GiftListState } {
  const weddingId = useWeddingId();
  const { data } = useGiftListState();
  if (!weddingId || !data) throw new Error('A gift-list page rendered outside its shell.');
  return { weddingId, state: data };
}

export function useGiftItems(weddingId: string, listId: string | undefined) {
  return useQuery({
    queryKey: giftListKeys.items(weddingId, listId ?? ''),
    queryFn: ({ signal }) => fetchItems(weddingId, listId!, signal),
    enabled: listId !== undefined,
  });
}

/** After a change: the list's state (counts, totals), its gifts and the dashboard's counters. */
export function useGiftListRefresh() {
  const weddingId = useWeddingId();
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['gift-list', weddingId] }),
        client.invalidateQueries({ queryKey: ['wedding-summary'] }),
      ]),
    [client, weddingId],
  );
}

/** Writes a settings answer (the full state) straight into the cache. */
export function useSetGiftListState() {
  const weddingId = useWeddingId();
  const client = useQueryClient();
  return useCallback(
    (state: GiftListState) => client.setQueryData(giftListKeys.state(weddingId ?? ''), state),
    [client, weddingId],
  );
}

/** A change to the list: it runs, the list and the dashboard refresh, then a toast confirms it. */
export function useGiftListWrite() {
  const refresh = useGiftListRefresh();
  return useCallback(
    async (write: () => Promise<unknown>, done: string, name?: string) => {
      await write();
      await refresh();
      toast.success(done, name === undefined ? undefined : { description: name });
    },
    [refresh],
  );
}
