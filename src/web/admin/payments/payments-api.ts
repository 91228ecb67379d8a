// Calls of the payments and withdrawals page.
import type {
  AdminPaymentDetails,
  AdminPaymentPage,
  AdminWithdrawalPage,
  PaymentsQuery,
  WithdrawalsQuery,
} from '../../../shared/admin-money.ts';
import type { WalletHolds } from '../../../shared/admin-wallet-holds.ts';
import { api, queryString } from '../../lib/api.ts';

export const paymentsKeys = {
  all: ['admin', 'payments'] as const,
  page: (q: PaymentsQuery) => ['admin', 'payments', 'page', q] as const,
  details: (id: string) => ['admin', 'payments', 'details', id] as const,
  withdrawals: (q: WithdrawalsQuery) => ['admin', 'payments', 'withdrawals', q] as const,
  holds: ['admin', 'payments', 'wallet-holds'] as const,
};

export function fetchPayments(query: PaymentsQuery, signal?: AbortSignal) {
  return api<AdminPaymentPage>(`/api/admin/payments?${queryString(query)}`, { signal });
}

export function fetchPayment(id: string, signal?: AbortSignal) {
  return api<AdminPaymentDetails>(`/api/admin/payments/${id}`, { signal });
}

export function refundPayment(id: string) {
  return api<AdminPaymentDetails>(`/api/admin/payments/${id}/refund`, { method: 'POST', json: {} });
}

export function fetchWithdrawals(query: WithdrawalsQuery, signal?: AbortSignal) {
  return api<AdminWithdrawalPage>(`/api/admin/withdrawals?${queryString(query)}`, { signal });
}

export function retryWithdrawal(id: string) {
  return api<{ id: string; created: boolean }>(`/api/admin/withdrawals/${id}/retry`, {
    method: 'POST',
    json: {},
  });
}

export function fetchWalletHolds(signal?: AbortSignal) {
  return api<WalletHolds>('/api/admin/wallet-holds', { signal });
}

export function releaseWalletReview(weddingId: string) {
  return api<WalletHolds>(`/api/admin/wallet-holds/${weddingId}/release`, { method: 'POST', json: {} });
}
