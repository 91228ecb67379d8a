// Data of the "Pagamentos" page: the payments and withdrawals a page at a time, the wallets on
// hold, and the two actions on them (retry a failed withdrawal, release card money under review).
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  adminMoneyMessages,
  type PaymentsQuery,
  type WithdrawalsQuery,
} from '../../../shared/admin-money.ts';
import { walletHoldsMessages } from '../../../shared/admin-wallet-holds.ts';
import { errorMessage } from '../../lib/use-form-action.ts';
import {
  fetchPayments,
  fetchWalletHolds,
  fetchWithdrawals,
  paymentsKeys,
  releaseWalletReview,
  retryWithdrawal,
} from './payments-api.ts';

export function usePayments(query: PaymentsQuery) {
  return useQuery({
    queryKey: paymentsKeys.page(query),
    queryFn: ({ signal }) => fetchPayments(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** After a refund: the payments' pages load again. */
export function useRefreshPayments() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: ['admin', 'payments', 'page'] });
}

export function useWithdrawals(query: WithdrawalsQuery) {
  return useQuery({
    queryKey: paymentsKeys.withdrawals(query),
    queryFn: ({ signal }) => fetchWithdrawals(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** "Tentar de novo" on a failed withdrawal: one at a time, with a toast either way. */
export function useRetryWithdrawal() {
  const client = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  async function retry(id: string) {
    if (busy) return;
    setBusy(id);
    try {
      await retryWithdrawal(id);
      toast.success(adminMoneyMessages.retried);
      await client.invalidateQueries({ queryKey: ['admin', 'payments', 'withdrawals'] });
    } catch (err) {
      toast.error(adminMoneyMessages.retryFailed, { description: errorMessage(err) });
    } finally {
      setBusy(null);
    }
  }
  return { busy, retry };
}

export function useWalletHolds() {
  return useQuery({ queryKey: paymentsKeys.holds, queryFn: ({ signal }) => fetchWalletHolds(signal) });
}

/** "Liberar" on a wallet under review: one at a time; the answer is the new list of holds. */
export function useReleaseWallet() {
  const client = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  async function release(weddingId: string) {
    if (busy) return;
    setBusy(weddingId);
    try {
      client.setQueryData(paymentsKeys.holds, await releaseWalletReview(weddingId));
      toast.success(walletHoldsMessages.released);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusy(null);
    }
  }
  return { busy, release };
}
