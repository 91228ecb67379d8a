// Calls of "Lista de convidados": the list, a household's writes and link, the import and the export.
// Query keys live here so every write refreshes the same data.
import type { z } from 'zod';
import type {
  GuestListPage,
  GuestListQuery,
  HouseholdInput,
  HouseholdItem,
} from '../../../shared/guest-household.ts';
import type { ImportPreview, ImportRow, importResult } from '../../../shared/guest-import.ts';
import { api } from '../../lib/api.ts';
import { uploadFile } from '../../lib/upload-file.ts';

const base = (weddingId: string) => `/api/weddings/${weddingId}/guest-list`;

export const guestListKeys = {
  all: (weddingId: string) => ['guest-list', weddingId] as const,
  page: (weddingId: string, query: GuestListQuery) => ['guest-list', weddingId, 'page', query] as const,
};

export const exportUrl = (weddingId: string, format: 'csv' | 'xlsx') => `${base(weddingId)}.${format}`;

export function fetchGuestList(weddingId: string, query: GuestListQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.q) params.set('q', query.q);
  if (query.state !== 'todos') params.set('state', query.state);
  if (query.side !== 'todos') params.set('side', query.side);
  if (query.ageGroup !== 'todos') params.set('ageGroup', query.ageGroup);
  if (query.tag) params.set('tag', query.tag);
  return api<GuestListPage>(`${base(weddingId)}?${params}`, { signal });
}

export function createHousehold(weddingId: string, body: HouseholdInput) {
  return api<HouseholdItem>(`${base(weddingId)}/households`, { method: 'POST', json: body });
}

export function updateHousehold(weddingId: string, householdId: string, body: HouseholdInput) {
  return api<HouseholdItem>(`${base(weddingId)}/households/${householdId}`, { method: 'PUT', json: body });
}

export async function deleteHousehold(weddingId: string, householdId: string): Promise<void> {
  await api(`${base(weddingId)}/households/${householdId}`, { method: 'DELETE' });
}

export async function revokeLink(weddingId: string, householdId: string): Promise<void> {
  await api(`${base(weddingId)}/households/${householdId}/link/revoke`, { method: 'POST', json: {} });
}

export function renewLink(weddingId: string, householdId: string) {
  return api<{ inviteCode: string }>(`${base(weddingId)}/households/${householdId}/link/renew`, {
    method: 'POST',
    json: {},
  });
}

export interface SpreadsheetTable {
  headers: string[];
  rows: string[][];
}

export function readSpreadsheet(weddingId: string, file: File) {
  return uploadFile<SpreadsheetTable>(`${base(weddingId)}/import/file`, file);
}

export function previewImport(weddingId: string, rows: ImportRow[]) {
  return api<ImportPreview>(`${base(weddingId)}/import/preview`, { method: 'POST', json: { rows } });
}

export function commitImport(weddingId: string, rows: ImportRow[]) {
  return api<z.infer<typeof importResult>>(`${base(weddingId)}/import`, { method: 'POST', json: { rows } });
}
