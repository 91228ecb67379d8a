// Data of "Serviços Adicionais": the wedding's extras (refreshed while an order is under way) and
// a paid order's receipt.

import { useQuery } from '@tanstack/react-query';
import type { ExtraOrderStatus } from '../../../shared/extras.ts';
import { useWeddingQuery } from '../session/use-wedding-query.ts';
import { extrasKeys, fetchDnsRecords, fetchExtras, fetchReceipt } from './extras-api.ts';

/** States that change on their own (a registration, a DNS check, a build): worth asking again. */
const moving: ExtraOrderStatus[] = ['pago', 'registrando', 'aguardando_dns', 'gerando'];

export function useExtras(weddingId: string) {
  return useWeddingQuery(weddingId, extrasKeys.overview, fetchExtras, {
    refetchInterval: (query) =>
      query.state.data?.orders.some((o) => moving.includes(o.status)) ? 5000 : false,
  });
}

export function useReceipt(weddingId: string, orderId: string | null) {
  return useQuery({
    queryKey: extrasKeys.receipt(weddingId, orderId ?? ''),
    queryFn: ({ signal }) => fetchReceipt(weddingId, orderId ?? '', signal),
    enabled: orderId !== null,
  });
}

export function useDnsRecords(weddingId: string) {
  return useWeddingQuery(weddingId, (id) => ['extras', id, 'dns-records'], fetchDnsRecords, {
    staleTime: Number.POSITIVE_INFINITY,
  });
}
