// Calls of "Avisos pelo WhatsApp": the couple's choices and their consent.
import type { CoupleNotices, CoupleNoticesInput } from '../../../shared/whatsapp.ts';
import { api } from '../../lib/api.ts';

export const noticesKey = (weddingId: string) => ['whatsapp-notices', weddingId] as const;

export const fetchNotices = (weddingId: string, signal?: AbortSignal) =>
  api<CoupleNotices>(`/api/weddings/${weddingId}/whatsapp-notices`, { signal });

export const saveNotices = (weddingId: string, body: CoupleNoticesInput) =>
  api<CoupleNotices>(`/api/weddings/${weddingId}/whatsapp-notices`, { method: 'PUT', json: body });
