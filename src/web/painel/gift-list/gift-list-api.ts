// Calls of the couple's gift list: its state, gifts, lists, settings and external links, and the
// catalogue and ready-made lists gifts are picked from.
import type { ProductPage } from '../../../shared/gift-catalog.ts';
import type {
  CustomGiftInput,
  ExternalLink,
  GiftItem,
  GiftListState,
  GiftListSummary,
  GiftPatch,
} from '../../../shared/gift-list.ts';
import type { ReadyListSummary } from '../../../shared/ready-lists.ts';
import type { CatalogSearch } from '../../components/gifts/catalog-picker-dialog.tsx';
import { api } from '../../lib/api.ts';

const base = (weddingId: string) => `/api/weddings/${weddingId}/gift-list`;

export const giftListKeys = {
  state: (weddingId: string) => ['gift-list', weddingId] as const,
  items: (weddingId: string, listId: string) => ['gift-list', weddingId, 'items', listId] as const,
  catalog: (weddingId: string) => ['gift-list', weddingId, 'catalog'] as const,
  readyLists: (weddingId: string) => ['gift-list', weddingId, 'ready-lists'] as const,
};

export const fetchGiftListState = (weddingId: string, signal?: AbortSignal) =>
  api<GiftListState>(base(weddingId), { signal });

export const fetchItems = (weddingId: string, listId: string, signal?: AbortSignal) =>
  api<GiftItem[]>(`${base(weddingId)}/lists/${listId}/items`, { signal });

export const saveSettings = (
  weddingId: string,
  body: { published?: boolean; feePayer?: 'couple' | 'guests' },
) => api<GiftListState>(`${base(weddingId)}/settings`, { method: 'PUT', json: body });

export const addProduct = (weddingId: string, listId: string, productId: string) =>
  api<GiftItem>(`${base(weddingId)}/lists/${listId}/items/product`, { method: 'POST', json: { productId } });

export const addCustomGift = (weddingId: string, listId: string, body: CustomGiftInput) =>
  api<GiftItem>(`${base(weddingId)}/lists/${listId}/items/custom`, { method: 'POST', json: body });

export const updateGift = (weddingId: string, itemId: string, body: GiftPatch) =>
  api<GiftItem>(`${base(weddingId)}/items/${itemId}`, { method: 'PATCH', json: body });

export const removeGift = (weddingId: string, itemId: string) =>
  api(`${base(weddingId)}/items/${itemId}`, { method: 'DELETE' });

export const clearList = (weddingId: string, listId: string) =>
  api(`${base(weddingId)}/lists/${listId}/items`, { method: 'DELETE' });

export const importReadyList = (weddingId: string, listId: string, readyListId: string) =>
  api<{ added: number }>(`${base(weddingId)}/lists/${listId}/ready-list`, {
    method: 'POST',
    json: { readyListId },
  });

export const createList = (weddingId: string, name: string) =>
  api<GiftListSummary>(`${base(weddingId)}/lists`, { method: 'POST', json: { name } });

export const renameList = (weddingId: string, listId: string, name: string) =>
  api(`${base(weddingId)}/lists/${listId}`, { method: 'PUT', json: { name } });

export const deleteList = (weddingId: string, listId: string) =>
  api(`${base(weddingId)}/lists/${listId}`, { method: 'DELETE' });

export const addExternalLink = (weddingId: string, body: { storeName: string; url: string }) =>
  api<ExternalLink>(`${base(weddingId)}/external-links`, { method: 'POST', json: body });

export const removeExternalLink = (weddingId: string, linkId: string) =>
  api(`${base(weddingId)}/external-links/${linkId}`, { method: 'DELETE' });

export function searchCatalog(weddingId: string, query: CatalogSearch, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.q) params.set('q', query.q);
  if (query.categoryId) params.set('categoryId', query.categoryId);
  return api<ProductPage>(`${base(weddingId)}/catalog?${params}`, { signal });
}

export const fetchReadyLists = (weddingId: string, signal?: AbortSignal) =>
  api<ReadyListSummary[]>(`${base(weddingId)}/ready-lists`, { signal });
