// Calls of "Meus Convidados": answers (RSVPs), invited households, the message wall and its
// approval setting. Query keys live here so pages and live updates invalidate the same data.
import type { z } from 'zod';
import type {
  GuestMessageItem,
  householdSchema,
  RsvpConflict,
  RsvpInput,
  RsvpList,
} from '../../../shared/rsvp.ts';
import type { SiteEditorState } from '../../../shared/site-editor.ts';
import { api } from '../../lib/api.ts';

export type Household = z.infer<typeof householdSchema>;
export type MessageStatus = GuestMessageItem['status'];
export interface MessagePage {
  items: GuestMessageItem[];
  total: number;
  page: number;
  pageSize: number;
}

export const guestsKeys = {
  rsvps: (weddingId: string) => ['guests', weddingId, 'rsvps'] as const,
  /** Under the answers' key: whatever refreshes the answers refreshes these too. */
  conflicts: (weddingId: string) => ['guests', weddingId, 'rsvps', 'conflicts'] as const,
  households: (weddingId: string) => ['guests', weddingId, 'households'] as const,
  messages: (weddingId: string) => ['guests', weddingId, 'messages'] as const,
  approval: (weddingId: string) => ['guests', weddingId, 'approval'] as const,
};

const base = (weddingId: string) => `/api/weddings/${weddingId}`;

export const rsvpsCsvUrl = (weddingId: string) => `${base(weddingId)}/rsvps.csv`;

export function fetchRsvps(weddingId: string, q: string, page: number, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(page) });
  if (q) params.set('q', q);
  return api<RsvpList>(`${base(weddingId)}/rsvps?${params}`, { signal });
}

export async function updateRsvp(weddingId: string, rsvpId: string, body: RsvpInput): Promise<void> {
  await api(`${base(weddingId)}/rsvps/${rsvpId}`, { method: 'PUT', json: body });
}

export async function deleteRsvp(weddingId: string, rsvpId: string): Promise<void> {
  await api(`${base(weddingId)}/rsvps/${rsvpId}`, { method: 'DELETE' });
}

export function fetchRsvpConflicts(weddingId: string, signal?: AbortSignal) {
  return api<RsvpConflict[]>(`${base(weddingId)}/rsvp-conflicts`, { signal });
}

export async function resolveRsvpConflict(
  weddingId: string,
  conflictId: string,
  action: 'keep' | 'replace',
): Promise<void> {
  await api(`${base(weddingId)}/rsvp-conflicts/${conflictId}`, { method: 'POST', json: { action } });
}

export function fetchHouseholds(weddingId: string, signal?: AbortSignal) {
  return api<Household[]>(`${base(weddingId)}/households`, { signal });
}

export function addHousehold(weddingId: string, body: { name: string; maxCompanions: number }) {
  return api<Household>(`${base(weddingId)}/households`, { method: 'POST', json: body });
}

export async function removeHousehold(weddingId: string, householdId: string): Promise<void> {
  await api(`${base(weddingId)}/households/${householdId}`, { method: 'DELETE' });
}

export function fetchMessages(
  weddingId: string,
  status: MessageStatus | null,
  page: number,
  signal?: AbortSignal,
) {
  const params = new URLSearchParams({ page: String(page) });
  if (status) params.set('status', status);
  return api<MessagePage>(`${base(weddingId)}/messages?${params}`, { signal });
}

export async function setMessageStatus(
  weddingId: string,
  messageId: string,
  status: Exclude<MessageStatus, 'pending'>,
): Promise<void> {
  await api(`${base(weddingId)}/messages/${messageId}`, { method: 'PATCH', json: { status } });
}

export async function deleteMessage(weddingId: string, messageId: string): Promise<void> {
  await api(`${base(weddingId)}/messages/${messageId}`, { method: 'DELETE' });
}

export async function fetchApproval(weddingId: string, signal?: AbortSignal): Promise<boolean> {
  const site = await api<SiteEditorState>(`${base(weddingId)}/site`, { signal });
  return site.settings.messagesRequireApproval;
}

export async function saveApproval(weddingId: string, messagesRequireApproval: boolean): Promise<boolean> {
  const settings = await api<{ messagesRequireApproval: boolean }>(`${base(weddingId)}/site/settings`, {
    method: 'PUT',
    json: { messagesRequireApproval },
  });
  return settings.messagesRequireApproval;
}
