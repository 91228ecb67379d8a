// The couple's extras on the server: prices and orders, starting an order, a receipt, and the
// keepsake's download and rebuild.

import type { DnsCheckResult, DnsRecordsView, DomainSearchResult } from '../../../shared/domains-api.ts';
import type { ExtraReceipt, ExtrasOverview, NewExtraOrderBody } from '../../../shared/extras-api.ts';
import { api } from '../../lib/api.ts';

const base = (weddingId: string) => `/api/weddings/${weddingId}/extras`;

export const extrasKeys = {
  overview: (weddingId: string) => ['extras', weddingId] as const,
  receipt: (weddingId: string, orderId: string) => ['extras', weddingId, 'receipt', orderId] as const,
};

export function fetchExtras(weddingId: string, signal?: AbortSignal): Promise<ExtrasOverview> {
  return api(base(weddingId), { signal });
}

export function startExtraOrder(
  weddingId: string,
  body: NewExtraOrderBody,
): Promise<{ orderId: string; checkoutUrl: string }> {
  return api(`${base(weddingId)}/orders`, { method: 'POST', json: body });
}

export function fetchReceipt(
  weddingId: string,
  orderId: string,
  signal?: AbortSignal,
): Promise<ExtraReceipt> {
  return api(`${base(weddingId)}/orders/${orderId}/receipt`, { signal });
}

/** The keepsake's zip: a file the browser downloads itself. */
export function keepsakeUrl(weddingId: string, orderId: string): string {
  return `${base(weddingId)}/orders/${orderId}/keepsake`;
}

export function rebuildKeepsake(weddingId: string, orderId: string): Promise<unknown> {
  return api(`${base(weddingId)}/orders/${orderId}/keepsake/rebuild`, { method: 'POST', json: {} });
}

export function searchDomains(weddingId: string, nome: string): Promise<DomainSearchResult> {
  return api(`/api/weddings/${weddingId}/domains/search?${new URLSearchParams({ nome })}`);
}

export function fetchDnsRecords(weddingId: string, signal?: AbortSignal): Promise<DnsRecordsView> {
  return api(`/api/weddings/${weddingId}/domains/dns-records`, { signal });
}

export function checkDomainDns(weddingId: string, orderId: string): Promise<DnsCheckResult> {
  return api(`${base(weddingId)}/orders/${orderId}/dns-check`, { method: 'POST', json: {} });
}
