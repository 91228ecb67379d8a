// The dashboard summary of the active wedding (site link and live counters). The key carries the
// wedding date, so saving a new date in "Dados do Casamento" refetches the countdown.
import { useQuery } from '@tanstack/react-query';
import type { WeddingSummary } from '../../../shared/wedding.ts';
import { api } from '../../lib/api.ts';
import { useCurrentSession } from '../session/session-context.ts';

export function useWeddingSummary() {
  const { session } = useCurrentSession();
  const weddingId = session.couple?.activeWeddingId ?? null;
  return useQuery({
    queryKey: ['wedding-summary', weddingId, session.couple?.weddingDate ?? null],
    queryFn: ({ signal }) => api<WeddingSummary>(`/api/weddings/${weddingId}/summary`, { signal }),
    enabled: weddingId !== null,
    staleTime: 30_000,
  });
}
