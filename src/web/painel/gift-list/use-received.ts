// Data of "Presentes recebidos": one page of gifts for a search and a status, refreshed live when a
// guest's gift is confirmed while the page is open (with the wallet and the dashboard's counters).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaymentStatus } from '../../../shared/payments/statuses.ts';
import { useWeddingEvents } from '../live/use-wedding-events.ts';
import { fetchReceived, receivedKeys } from './received-api.ts';

export function useReceived(
  weddingId: string,
  query: { q: string; status: PaymentStatus | 'todos'; page: number },
) {
  useWeddingEvents(weddingId, {
    gift: {
      keys: [receivedKeys.all(weddingId), ['wallet', weddingId], ['wedding-summary']],
      toast: 'Um presente acabou de chegar!',
    },
  });
  return useQuery({
    queryKey: receivedKeys.page(weddingId, query.q, query.status, query.page),
    queryFn: ({ signal }) => fetchReceived(weddingId, query, signal),
    placeholderData: keepPreviousData,
  });
}
