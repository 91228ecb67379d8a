// Data of "Respostas sem convite": open answers waiting to be linked to a household, the
// households to choose from, and the couple's "Vincular a..." and "Descartar".
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { UnlinkedAnswer } from '../../../shared/rsvp.ts';
import { api } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/use-refresh-after.ts';
import { guestsKeys } from './guests-api.ts';

import { answersAndCounts } from './use-rsvps.ts';

export { useHouseholds } from './use-rsvps.ts';

/** Under the answers' key: whatever refreshes the answers (a new one arriving live) refreshes these. */
const unlinkedKey = (weddingId: string) => [...guestsKeys.rsvps(weddingId), 'unlinked'] as const;
const base = (weddingId: string) => `/api/weddings/${weddingId}/rsvp-unlinked`;

export function useUnlinkedAnswers(weddingId: string) {
  return useQuery({
    queryKey: unlinkedKey(weddingId),
    queryFn: ({ signal }) => api<UnlinkedAnswer[]>(base(weddingId), { signal }),
  });
}

/** Each change refetches the answers (this list under them), the households and the dashboard. */
export function useUnlinkedActions(weddingId: string) {
  const { after } = useRefreshAfter(answersAndCounts(weddingId));
  return useMemo(
    () => ({
      link: after((rsvpId: string, householdId: string) =>
        api<{ householdName: string }>(`${base(weddingId)}/${rsvpId}/link`, {
          method: 'POST',
          json: { householdId },
        }),
      ),
      dismiss: after((rsvpId: string) =>
        api<void>(`${base(weddingId)}/${rsvpId}/dismiss`, { method: 'POST' }),
      ),
    }),
    [weddingId, after],
  );
}
