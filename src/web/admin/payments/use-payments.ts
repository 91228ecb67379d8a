// Data of the "Pagamentos" page: its tab and each list's view in the address (?aba=; payments
// ?casal=&status=&metodo=&de=&ate=&pagina=; withdrawals ?status=&pagina=), the payments and
// withdrawals a page at a time, the wallets on hold, and the two actions on them (retry a failed
// withdrawal, release card money under review).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  adminMoneyMessages,
  type PaymentsQuery,
  paymentsQuerySchema,
  type WithdrawalsQuery,
  withdrawalsQuerySchema,
} from '../../../shared/admin-money.ts';
import { walletHoldsMessages } from '../../../shared/admin-wallet-holds.ts';
import { errorMessage } from '../../lib/use-form-action.ts';
import {
  dayParam,
  pageParam,
  parseListParams,
  searchParam,
  useListParams,
} from '../../lib/use-list-params.ts';
import { useListPage } from '../lib/use-list-page.ts';
import { useRowAction } from '../lib/use-row-action.ts';
import {
  fetchPayments,
  fetchWalletHolds,
  fetchWithdrawals,
  paymentsKeys,
  releaseWalletReview,
  retryWithdrawal,
} from './payments-api.ts';

export const paymentsTabs = ['pagamentos', 'saques', 'bloqueios'] as const;
export type PaymentsTab = (typeof paymentsTabs)[number];
const tabParams = z.object({ aba: z.enum(paymentsTabs).catch('pagamentos') });

/**
 * `[tab, choose]`: the open tab in `?aba=`. Another tab opens on its own list's defaults (the two
 * lists' `status` are not the same filter), replacing the current history entry.
 */
export function usePaymentsTab() {
  const [params, setParams] = useSearchParams();
  const { aba } = parseListParams(tabParams, params);
  const choose = (tab: PaymentsTab) => setParams(tab === 'pagamentos' ? {} : { aba: tab }, { replace: true });
  return [aba, choose] as const;
}

const paymentsParams = z.object({
  casal: searchParam,
  status: paymentsQuerySchema.shape.status.unwrap().catch('todos'),
  metodo: paymentsQuerySchema.shape.metodo.unwrap().catch('todos'),
  de: dayParam,
  ate: dayParam,
  pagina: pageParam,
});

export function usePaymentsParams() {
  return useListParams(paymentsParams);
}

const withdrawalsParams = z.object({
  status: withdrawalsQuerySchema.shape.status.unwrap().catch('todos'),
  pagina: pageParam,
});

export function useWithdrawalsParams() {
  return useListParams(withdrawalsParams);
}

export function usePayments(query: PaymentsQuery) {
  return useListPage(paymentsKeys.page(query), fetchPayments, query);
}

/** After a refund: the payments' pages load again. */
export function useRefreshPayments() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: ['admin', 'payments', 'page'] });
}

export function useWithdrawals(query: WithdrawalsQuery) {
  return useListPage(paymentsKeys.withdrawals(query), fetchWithdrawals, query);
}

/** "Tentar de novo" on a failed withdrawal: one at a time, with a toast either way. */
export function useRetryWithdrawal() {
  const client = useQueryClient();
  const { busy, run } = useRowAction(
    async (id) => {
      await retryWithdrawal(id);
      toast.success(adminMoneyMessages.retried);
      await client.invalidateQueries({ queryKey: ['admin', 'payments', 'withdrawals'] });
    },
    (err) => [adminMoneyMessages.retryFailed, errorMessage(err)],
  );
  return { busy, retry: run };
}

export function useWalletHolds() {
  return useQuery({ queryKey: paymentsKeys.holds, queryFn: ({ signal }) => fetchWalletHolds(signal) });
}

/** "Liberar" on a wallet under review: one at a time; the answer is the new list of holds. */
export function useReleaseWallet() {
  const client = useQueryClient();
  const { busy, run } = useRowAction(
    async (weddingId) => {
      client.setQueryData(paymentsKeys.holds, await releaseWalletReview(weddingId));
      toast.success(walletHoldsMessages.released);
    },
    (err) => [errorMessage(err)],
  );
  return { busy, release: run };
}
