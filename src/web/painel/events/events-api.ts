// Calls of "Eventos": the wedding's events with their counts, who each one invites, and the site's
// RSVP settings. Query keys live here so the page and the live updates refresh the same data.

import type { EventSummary } from '../../../shared/event-summary.ts';
import type {
  EventHousehold,
  RsvpSettings,
  WeddingEvent,
  WeddingEventInput,
} from '../../../shared/wedding-events.ts';
import { api } from '../../lib/api.ts';

export const eventsKeys = {
  all: (weddingId: string) => ['wedding-events', weddingId] as const,
  list: (weddingId: string) => ['wedding-events', weddingId, 'list'] as const,
  households: (weddingId: string, eventId: string) =>
    ['wedding-events', weddingId, 'households', eventId] as const,
  settings: (weddingId: string) => ['wedding-events', weddingId, 'settings'] as const,
  summary: (weddingId: string) => ['wedding-events', weddingId, 'summary'] as const,
};

const base = (weddingId: string) => `/api/weddings/${weddingId}`;

export const fetchEvents = (weddingId: string, signal?: AbortSignal) =>
  api<WeddingEvent[]>(`${base(weddingId)}/wedding-events`, { signal });

export const createEvent = (weddingId: string, body: WeddingEventInput) =>
  api<WeddingEvent>(`${base(weddingId)}/wedding-events`, { method: 'POST', json: body });

export async function updateEvent(
  weddingId: string,
  eventId: string,
  body: WeddingEventInput,
): Promise<void> {
  await api(`${base(weddingId)}/wedding-events/${eventId}`, { method: 'PUT', json: body });
}

export async function deleteEvent(weddingId: string, eventId: string): Promise<void> {
  await api(`${base(weddingId)}/wedding-events/${eventId}`, { method: 'DELETE' });
}

export async function reorderEvents(weddingId: string, ids: string[]): Promise<void> {
  await api(`${base(weddingId)}/wedding-events/order`, { method: 'PUT', json: { ids } });
}

export const fetchEventHouseholds = (weddingId: string, eventId: string, signal?: AbortSignal) =>
  api<EventHousehold[]>(`${base(weddingId)}/wedding-events/${eventId}/households`, { signal });

export async function saveEventHouseholds(weddingId: string, eventId: string, householdIds: string[]) {
  await api(`${base(weddingId)}/wedding-events/${eventId}/households`, {
    method: 'PUT',
    json: { householdIds },
  });
}

export const fetchRsvpSettings = (weddingId: string, signal?: AbortSignal) =>
  api<RsvpSettings>(`${base(weddingId)}/rsvp-settings`, { signal });

export const saveRsvpSettings = (weddingId: string, body: RsvpSettings) =>
  api<RsvpSettings>(`${base(weddingId)}/rsvp-settings`, { method: 'PUT', json: body });

export const fetchEventSummary = (weddingId: string, signal?: AbortSignal) =>
  api<EventSummary>(`${base(weddingId)}/wedding-events/summary`, { signal });
