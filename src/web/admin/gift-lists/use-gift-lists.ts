// The gift-lists overview's data: its four figures, and its page of lists whose search, status,
// kind and page live in the address (?q=&status=&tipo=&pagina=).
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type GiftListsQuery, giftListKinds, giftListStatuses } from '../../../shared/admin-gift-lists.ts';
import { pageParam, searchParam, useListParams } from '../../lib/use-list-params.ts';
import { useListPage } from '../lib/use-list-page.ts';
import { fetchGiftListStats, fetchGiftLists, giftListsKeys } from './gift-lists-api.ts';

const giftListsParams = z.object({
  q: searchParam,
  status: z.enum(giftListStatuses).catch('todas'),
  tipo: z.enum(giftListKinds).catch('todos'),
  pagina: pageParam,
});

export function useGiftListsParams() {
  return useListParams(giftListsParams);
}

export function useGiftListStats() {
  return useQuery({ queryKey: giftListsKeys.stats, queryFn: ({ signal }) => fetchGiftListStats(signal) });
}

export function useGiftLists(query: GiftListsQuery) {
  return useListPage(giftListsKeys.page(query), fetchGiftLists, query);
}
