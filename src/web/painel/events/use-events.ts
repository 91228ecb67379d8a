// Data of "Eventos": the events (refreshed live when a guest answers), one event's households, the
// RSVP settings, and the couple's changes, each refreshing what it affects.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { RsvpSettings, WeddingEventInput } from '../../../shared/wedding-events.ts';
import { useWeddingEvents } from '../live/use-wedding-events.ts';
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
  return useQuery({
    queryKey: eventsKeys.list(weddingId),
    queryFn: ({ signal }) => fetchEvents(weddingId, signal),
  });
}

/** The printable summary, refreshed live like the list (a new answer moves households in or out). */
export function useEventSummary(weddingId: string) {
  useWeddingEvents(weddingId, { rsvp: { keys: [eventsKeys.summary(weddingId)], toast: newAnswerToast } });
  return useQuery({
    queryKey: eventsKeys.summary(weddingId),
    queryFn: ({ signal }) => fetchEventSummary(weddingId, signal),
  });
}

export function useEventHouseholds(weddingId: string, eventId: string) {
  return useQuery({
    queryKey: eventsKeys.households(weddingId, eventId),
    queryFn: ({ signal }) => fetchEventHouseholds(weddingId, eventId, signal),
  });
}

export function useRsvpSettings(weddingId: string) {
  return useQuery({
    queryKey: eventsKeys.settings(weddingId),
    queryFn: ({ signal }) => fetchRsvpSettings(weddingId, signal),
  });
}

export function useEventActions(weddingId: string) {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const refresh = () => queryClient.invalidateQueries({ queryKey: eventsKeys.all(weddingId) });
    return {
      create: async (body: WeddingEventInput) => {
        const created = await createEvent(weddingId, body);
        await refresh();
        return created;
      },
      update: async (eventId: string, body: WeddingEventInput) => {
        await updateEvent(weddingId, eventId, body);
        await refresh();
      },
      remove: async (eventId: string) => {
        await deleteEvent(weddingId, eventId);
        await refresh();
      },
      reorder: async (ids: string[]) => {
        await reorderEvents(weddingId, ids);
        await refresh();
      },
      invite: async (eventId: string, householdIds: string[]) => {
        await saveEventHouseholds(weddingId, eventId, householdIds);
        await refresh();
      },
      saveSettings: async (body: RsvpSettings) => {
        const saved = await saveRsvpSettings(weddingId, body);
        queryClient.setQueryData(eventsKeys.settings(weddingId), saved);
        return saved;
      },
    };
  }, [weddingId, queryClient]);
}
