// Calls of the back office's ready-made lists and their editor.
import type { ReadyList, ReadyListSummary } from '../../../shared/ready-lists.ts';
import { api } from '../../lib/api.ts';

export const readyListKeys = {
  all: ['admin', 'ready-lists'] as const,
  one: (id: string) => ['admin', 'ready-lists', id] as const,
};

export function fetchReadyLists(signal?: AbortSignal) {
  return api<ReadyListSummary[]>('/api/admin/ready-lists', { signal });
}

export function fetchReadyList(id: string, signal?: AbortSignal) {
  return api<ReadyList>(`/api/admin/ready-lists/${id}`, { signal });
}

export function saveReadyList(id: string | null, body: { name: string; description: string }) {
  return id
    ? api(`/api/admin/ready-lists/${id}`, { method: 'PUT', json: body })
    : api<{ id: string }>('/api/admin/ready-lists', { method: 'POST', json: body });
}

export function deleteReadyList(id: string) {
  return api(`/api/admin/ready-lists/${id}`, { method: 'DELETE' });
}

export function addReadyListProduct(id: string, productId: string) {
  return api(`/api/admin/ready-lists/${id}/products`, { method: 'POST', json: { productId } });
}

export function removeReadyListProduct(id: string, productId: string | null) {
  return api(`/api/admin/ready-lists/${id}/products${productId ? `/${productId}` : ''}`, {
    method: 'DELETE',
  });
}
