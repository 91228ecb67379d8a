// Calls of "Enviar convites": the queues, the templates and automatic reminder, marking a send and
// its undo, and "Enviar por e-mail". Query keys live here so every write refreshes the same data.
import type { SentVia } from '../../../shared/guest-list.ts';
import type {
  SendKind,
  SendQueue,
  SendSettings,
  SendSettingsInput,
} from '../../../shared/invitation-sends.ts';
import { api } from '../../lib/api.ts';

const base = (weddingId: string) => `/api/weddings/${weddingId}/invitation-sends`;

export const sendQueueKeys = {
  all: (weddingId: string) => ['invitation-sends', weddingId] as const,
  queue: (weddingId: string, kind: SendKind) => ['invitation-sends', weddingId, 'queue', kind] as const,
  settings: (weddingId: string) => ['invitation-sends', weddingId, 'settings'] as const,
};

export function fetchSendQueue(weddingId: string, kind: SendKind, signal?: AbortSignal) {
  return api<SendQueue>(`${base(weddingId)}/queue?kind=${kind}`, { signal });
}

export function fetchSendSettings(weddingId: string, signal?: AbortSignal) {
  return api<SendSettings>(`${base(weddingId)}/settings`, { signal });
}

export function saveSendSettings(weddingId: string, body: SendSettingsInput) {
  return api<SendSettings>(`${base(weddingId)}/settings`, { method: 'PUT', json: body });
}

export interface MarkSent {
  kind: SendKind;
  via: SentVia;
  sentOn: string | null;
}

export async function markSent(weddingId: string, householdId: string, body: MarkSent): Promise<void> {
  await api(`${base(weddingId)}/households/${householdId}/sent`, { method: 'POST', json: body });
}

export async function unmarkSent(weddingId: string, householdId: string, kind: SendKind): Promise<void> {
  await api(`${base(weddingId)}/households/${householdId}/sent/${kind}`, { method: 'DELETE' });
}

export function sendByEmail(weddingId: string) {
  return api<{ queued: number }>(`${base(weddingId)}/email`, { method: 'POST', json: {} });
}
