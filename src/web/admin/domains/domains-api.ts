// Calls of the back office's "Domínios": the orders a page at a time, retry and refund.
import type { AdminDomainsPage, AdminDomainsQuery } from '../../../shared/domains-api.ts';
import { api, queryString } from '../../lib/api.ts';

export const domainKeys = {
  all: ['admin', 'domains'] as const,
  page: (q: AdminDomainsQuery) => ['admin', 'domains', q] as const,
};

export function fetchDomainOrders(query: AdminDomainsQuery, signal?: AbortSignal) {
  return api<AdminDomainsPage>(`/api/admin/domains?${queryString(query)}`, { signal });
}

export function retryDomainOrder(id: string) {
  return api<unknown>(`/api/admin/domains/${id}/retry`, { method: 'POST', json: {} });
}

export function refundDomainOrder(id: string) {
  return api<unknown>(`/api/admin/domains/${id}/refund`, { method: 'POST', json: {} });
}
