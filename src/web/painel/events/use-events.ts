// Data of "Eventos": the events (refreshed live when a guest answers), one event's households, the
// RSVP settings, and the couple's changes, each refreshing what it affects.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { RsvpSettings, WeddingEventInput } from '../../../shared/wedding-events.ts';
import { useRefreshAfter } from '../../lib/use-refresh-after.ts';
import { useWeddingEvents } from '../live/use-wedding-events.ts';
import { useWeddingQuery, useWeddingQueryWith } from '../session/use-wedding-query.ts';
import {
  createEvent,
  deleteEvent,
  eventsKeys,
  fetchEventHouseholds,
  fetchEventSummary,
  fetchEvents,
  fetchRsvpSettings,
  reorderEvents,
  saveEventHouseholds,
  saveRsvpSettings,
  updateEvent,
} from './events-api.ts';

export const newAnswerToast = 'Nova resposta recebida';

export function useEvents(weddingId: string) {
  // A guest's answer (open form or personal link) changes the counts: refetch without a reload.
  useWeddingEvents(weddingId, { rsvp: { keys: [eventsKeys.list(weddingId)], toast: newAnswerToast } });
  return useWeddingQuery(weddingId, eventsKeys.list, fetchEvents);
}

/** The printable summary, refreshed live like the list (a new answer moves households in or out). */
export function useEventSummary(weddingId: string) {
  useWeddingEvents(weddingId, { rsvp: { keys: [eventsKeys.summary(weddingId)], toast: newAnswerToast } });
  return useWeddingQuery(weddingId, eventsKeys.summary, fetchEventSummary);
}

export function useEventHouseholds(weddingId: string, eventId: string) {
  return useWeddingQueryWith(weddingId, eventId, eventsKeys.households, fetchEventHouseholds);
}

export function useRsvpSettings(weddingId: string) {
  return useWeddingQuery(weddingId, eventsKeys.settings, fetchRsvpSettings);
}

export function useEventActions(weddingId: string) {
  const queryClient = useQueryClient();
  const { after } = useRefreshAfter([eventsKeys.all(weddingId)]);
  return useMemo(
    () => ({
      create: after((body: WeddingEventInput) => createEvent(weddingId, body)),
      update: after((eventId: string, body: WeddingEventInput) => updateEvent(weddingId, eventId, body)),
      remove: after((eventId: string) => deleteEvent(weddingId, eventId)),
      reorder: after((ids: string[]) => reorderEvents(weddingId, ids)),
      invite: after((eventId: string, householdIds: string[]) =>
        saveEventHouseholds(weddingId, eventId, householdIds),
      ),
      saveSettings: async (body: RsvpSettings) => {
        const saved = await saveRsvpSettings(weddingId, body);
        queryClient.setQueryData(eventsKeys.settings(weddingId), saved);
        return saved;
      },
    }),
    [weddingId, queryClient, after],
  );
}
