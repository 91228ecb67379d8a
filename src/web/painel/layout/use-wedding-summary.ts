// The dashboard summary of the active wedding (site link and live counters). The key carries the
// wedding date, so saving a new date in "Dados do Casamento" refetches the countdown.
import type { WeddingSummary } from '../../../shared/wedding.ts';
import { api } from '../../lib/api.ts';
import { useCurrentSession } from '../session/session-context.ts';
import { useWeddingQuery } from '../session/use-wedding-query.ts';

export function useWeddingSummary() {
  const couple = useCurrentSession().session.couple;
  const weddingDate = couple?.weddingDate ?? null;
  return useWeddingQuery(
    couple?.activeWeddingId ?? null,
    (weddingId) => ['wedding-summary', weddingId, weddingDate],
    (weddingId, signal) => api<WeddingSummary>(`/api/weddings/${weddingId}/summary`, { signal }),
    { staleTime: 30_000 },
  );
}
