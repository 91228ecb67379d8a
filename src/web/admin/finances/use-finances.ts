// The finances page's figures for a grouping (day, week, month) and an optional period, and the
// address of the same table as CSV.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FinancePeriod, Finances } from '../../../shared/admin-money.ts';
import { api, queryString } from '../../lib/api.ts';

export function financesSearch(periodo: FinancePeriod, de: string, ate: string) {
  return queryString({ periodo, de, ate });
}

export function useFinances(search: string) {
  return useQuery({
    queryKey: ['admin', 'finances', search],
    queryFn: ({ signal }) => api<Finances>(`/api/admin/finances?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
