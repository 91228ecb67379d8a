// Data of "Presenças confirmadas": one page of answers (with search and totals), the invited
// households, and the changes the couple makes to them.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { RsvpInput } from '../../../shared/rsvp.ts';
import { useRefreshAfter } from '../../lib/use-refresh-after.ts';
import { useWeddingQuery } from '../session/use-wedding-query.ts';
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
  return useWeddingQuery(weddingId, guestsKeys.conflicts, fetchRsvpConflicts);
}

export function useHouseholds(weddingId: string) {
  return useWeddingQuery(weddingId, guestsKeys.households, fetchHouseholds);
}

/** What a change to the answers affects: the answers, the households and the dashboard's counters. */
export const answersAndCounts = (weddingId: string) => [
  guestsKeys.rsvps(weddingId),
  guestsKeys.households(weddingId),
  ['wedding-summary'],
];

export function useRsvpActions(weddingId: string) {
  const { after } = useRefreshAfter(answersAndCounts(weddingId));
  return useMemo(
    () => ({
      save: after((rsvpId: string, body: RsvpInput) => updateRsvp(weddingId, rsvpId, body)),
      remove: after((rsvpId: string) => deleteRsvp(weddingId, rsvpId)),
      resolveConflict: after((conflictId: string, action: 'keep' | 'replace') =>
        resolveRsvpConflict(weddingId, conflictId, action),
      ),
      addHousehold: after((body: { name: string; maxCompanions: number }) => addHousehold(weddingId, body)),
      removeHousehold: after((householdId: string) => removeHousehold(weddingId, householdId)),
    }),
    [weddingId, after],
  );
}
