// A couple's overview, shared by the details and edit pages (and refreshed after each change).
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { coupleKeys, fetchOverview } from './couples-api.ts';

export function useCoupleId(): string {
  return useParams().coupleId ?? '';
}

export function useCoupleOverview(id: string) {
  return useQuery({ queryKey: coupleKeys.detail(id), queryFn: ({ signal }) => fetchOverview(id, signal) });
}
