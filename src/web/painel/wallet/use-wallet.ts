// The wallet's data, refreshed live when a gift is confirmed or a withdrawal settles.
import { keepPreviousData } from '@tanstack/react-query';
import { useWeddingEvents } from '../live/use-wedding-events.ts';
import { useWeddingQuery, useWeddingQueryWith } from '../session/use-wedding-query.ts';
import { fetchStatement, fetchWallet, fetchWithdrawals, walletKeys } from './wallet-api.ts';
import { walletTexts as t } from './wallet-texts.ts';

export function useWallet(weddingId: string) {
  useWeddingEvents(weddingId, {
    gift: { keys: [walletKeys.all(weddingId), ['wedding-summary']], toast: t.liveGift },
    wallet: { keys: [walletKeys.all(weddingId)] },
  });
  return useWeddingQuery(weddingId, walletKeys.summary, fetchWallet);
}

export function useStatement(weddingId: string, page: number) {
  return useWeddingQueryWith(weddingId, page, walletKeys.statement, fetchStatement, {
    placeholderData: keepPreviousData,
  });
}

export function useWithdrawals(weddingId: string) {
  return useWeddingQuery(weddingId, walletKeys.withdrawals, fetchWithdrawals, {
    // A withdrawal in progress settles within seconds in the sandbox, hours at most for real.
    refetchInterval: (query) =>
      query.state.data?.some((w) => w.status === 'solicitado' || w.status === 'processando') ? 5_000 : false,
  });
}
