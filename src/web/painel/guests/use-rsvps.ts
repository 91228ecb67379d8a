// Data of "Presenças confirmadas": one page of answers (with search and totals), the invited
// households, and the changes the couple makes to them.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { RsvpInput } from '../../../shared/rsvp.ts';
import {
  addHousehold,
  deleteRsvp,
  fetchHouseholds,
  fetchRsvpConflicts,
  fetchRsvps,
  guestsKeys,
  removeHousehold,
  resolveRsvpConflict,
  updateRsvp,
} from './guests-api.ts';

export function useRsvps(weddingId: string, q: string, page: number) {
  return useQuery({
    queryKey: [...guestsKeys.rsvps(weddingId), q, page],
    queryFn: ({ signal }) => fetchRsvps(weddingId, q, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRsvpConflicts(weddingId: string) {
  return useQuery({
    queryKey: guestsKeys.conflicts(weddingId),
    queryFn: ({ signal }) => fetchRsvpConflicts(weddingId, signal),
  });
}

export function useHouseholds(weddingId: string) {
  return useQuery({
    queryKey: guestsKeys.households(weddingId),
    queryFn: ({ signal }) => fetchHouseholds(weddingId, signal),
  });
}

/** Each change refetches what it affects: answers, households and the dashboard's counters. */
export function useRsvpActions(weddingId: string) {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const refresh = async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: guestsKeys.rsvps(weddingId) }),
        queryClient.invalidateQueries({ queryKey: guestsKeys.households(weddingId) }),
        queryClient.invalidateQueries({ queryKey: ['wedding-summary'] }),
      ]);
    };
    return {
      save: async (rsvpId: string, body: RsvpInput) => {
        await updateRsvp(weddingId, rsvpId, body);
        await refresh();
      },
      remove: async (rsvpId: string) => {
        await deleteRsvp(weddingId, rsvpId);
        await refresh();
      },
      resolveConflict: async (conflictId: string, action: 'keep' | 'replace') => {
        await resolveRsvpConflict(weddingId, conflictId, action);
        await refresh();
      },
      addHousehold: async (body: { name: string; maxCompanions: number }) => {
        const created = await addHousehold(weddingId, body);
        await refresh();
        return created;
      },
      removeHousehold: async (householdId: string) => {
        await removeHousehold(weddingId, householdId);
        await refresh();
      },
    };
  }, [weddingId, queryClient]);
}
