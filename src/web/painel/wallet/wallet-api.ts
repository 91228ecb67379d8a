// Calls of "Minha Carteira": balances, statement, withdrawals, a new withdrawal and the payout key.
import type { PayoutKeyBody, PayoutKeyView } from '../../../shared/payments/payout-key.ts';
import type {
  StatementEntry,
  WalletView,
  WithdrawalBody,
  WithdrawalView,
} from '../../../shared/payments/wallet.ts';
import { api } from '../../lib/api.ts';

export const walletKeys = {
  all: (weddingId: string) => ['wallet', weddingId] as const,
  summary: (weddingId: string) => ['wallet', weddingId, 'summary'] as const,
  statement: (weddingId: string, page: number) => ['wallet', weddingId, 'statement', page] as const,
  withdrawals: (weddingId: string) => ['wallet', weddingId, 'withdrawals'] as const,
};

export const fetchWallet = (weddingId: string, signal?: AbortSignal) =>
  api<WalletView>(`/api/weddings/${weddingId}/wallet`, { signal });

export const fetchStatement = (weddingId: string, page: number, signal?: AbortSignal) =>
  api<{ entries: StatementEntry[]; total: number; pageSize: number }>(
    `/api/weddings/${weddingId}/wallet/statement?page=${page}`,
    { signal },
  );

export const fetchWithdrawals = (weddingId: string, signal?: AbortSignal) =>
  api<WithdrawalView[]>(`/api/weddings/${weddingId}/withdrawals`, { signal });

export const requestWithdrawal = (weddingId: string, body: WithdrawalBody) =>
  api<WithdrawalView>(`/api/weddings/${weddingId}/withdrawals`, { method: 'POST', json: body });

export const savePayoutKey = (weddingId: string, body: PayoutKeyBody) =>
  api<PayoutKeyView>(`/api/weddings/${weddingId}/payout-key`, { method: 'POST', json: body });

export const cancelPendingPayoutKey = (weddingId: string) =>
  api<PayoutKeyView>(`/api/weddings/${weddingId}/payout-key/pending`, { method: 'DELETE' });
