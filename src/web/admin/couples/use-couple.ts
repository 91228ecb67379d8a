// A couple's overview, shared by the details and edit pages (and refreshed after each change),
// and the data of its tabs.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { coupleKeys, fetchFinance, fetchOverview } from './couples-api.ts';

type CoupleTabFetch<T> = (id: string, signal?: AbortSignal) => Promise<T>;

export function useCoupleId(): string {
  return useParams().coupleId ?? '';
}

export function useCoupleOverview(id: string) {
  return useQuery({ queryKey: coupleKeys.detail(id), queryFn: ({ signal }) => fetchOverview(id, signal) });
}

/** The "Financeiro" tab: balances, payout account, a page of guests' payments, withdrawals. */
export function useCoupleFinance(id: string, page: number) {
  return useQuery({
    queryKey: coupleKeys.tab(id, 'finance', page),
    queryFn: ({ signal }) => fetchFinance(id, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** A tab read in one call ("Lista de Presentes", "Onboarding", "Convidados"), cached under its name. */
export function useCoupleTab<T>(id: string, tab: string, fetchTab: CoupleTabFetch<T>) {
  return useQuery({ queryKey: coupleKeys.tab(id, tab), queryFn: ({ signal }) => fetchTab(id, signal) });
}
