// Calls of the gift-lists overview.
import type {
  GiftListDetails,
  GiftListPage,
  GiftListStats,
  GiftListsQuery,
} from '../../../shared/admin-gift-lists.ts';
import { api, queryString } from '../../lib/api.ts';

export const giftListsKeys = {
  stats: ['admin', 'gift-lists', 'stats'] as const,
  page: (q: GiftListsQuery) => ['admin', 'gift-lists', 'page', q] as const,
  details: (id: string) => ['admin', 'gift-lists', 'details', id] as const,
};

export function fetchGiftListStats(signal?: AbortSignal) {
  return api<GiftListStats>('/api/admin/gift-lists/stats', { signal });
}

export function fetchGiftLists(query: GiftListsQuery, signal?: AbortSignal) {
  return api<GiftListPage>(`/api/admin/gift-lists?${queryString(query)}`, { signal });
}

export function fetchGiftListDetails(weddingId: string, signal?: AbortSignal) {
  return api<GiftListDetails>(`/api/admin/gift-lists/${weddingId}`, { signal });
}
