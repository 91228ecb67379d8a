// Calls of the check-in screen: the events and counts, the search, marking arrivals.
import type { CheckInSearchResult, CheckInSummary } from '../../../shared/check-in.ts';
import { api } from '../../lib/api.ts';

const base = (weddingId: string) => `/api/weddings/${weddingId}/check-in`;

export const checkInKeys = {
  all: (weddingId: string) => ['check-in', weddingId] as const,
  summary: (weddingId: string, eventId: string | null) =>
    ['check-in', weddingId, 'summary', eventId] as const,
  search: (weddingId: string, eventId: string, q: string) =>
    ['check-in', weddingId, 'search', eventId, q] as const,
};

export function fetchCheckInSummary(weddingId: string, eventId: string | null, signal?: AbortSignal) {
  return api<CheckInSummary>(`${base(weddingId)}${eventId ? `?eventId=${eventId}` : ''}`, { signal });
}

export function searchCheckIn(weddingId: string, eventId: string, q: string, signal?: AbortSignal) {
  return api<CheckInSearchResult>(`${base(weddingId)}/search?eventId=${eventId}&q=${encodeURIComponent(q)}`, {
    signal,
  });
}

export function setArrivals(
  weddingId: string,
  body: { eventId: string; memberIds: string[]; arrived: boolean },
) {
  return api<CheckInSummary>(`${base(weddingId)}/arrivals`, { method: 'POST', json: body });
}

export const checkInPdfUrl = (weddingId: string, eventId: string) =>
  `${base(weddingId)}/list.pdf?eventId=${eventId}`;
