// Calls of "Presentes recebidos": a page of gifts, the CSV's address, and the couple's thank-you.

import type { ReceivedGift, ReceivedGiftsPage } from '../../../shared/payments/gifts-received.ts';
import type { PaymentStatus } from '../../../shared/payments/statuses.ts';
import { api } from '../../lib/api.ts';

export const receivedKeys = {
  all: (weddingId: string) => ['gifts-received', weddingId] as const,
  page: (weddingId: string, q: string, status: string, page: number) =>
    ['gifts-received', weddingId, q, status, page] as const,
};

export function fetchReceived(
  weddingId: string,
  query: { q: string; status: PaymentStatus | 'todos'; page: number },
  signal?: AbortSignal,
) {
  const params = new URLSearchParams({ q: query.q, status: query.status, page: String(query.page) });
  return api<ReceivedGiftsPage>(`/api/weddings/${weddingId}/gifts-received?${params}`, { signal });
}

export const receivedCsvUrl = (weddingId: string) => `/api/weddings/${weddingId}/gifts-received.csv`;

export const sendThanks = (weddingId: string, paymentId: string, message: string) =>
  api<ReceivedGift>(`/api/weddings/${weddingId}/gifts-received/${paymentId}/thanks`, {
    method: 'POST',
    json: { message },
  });
