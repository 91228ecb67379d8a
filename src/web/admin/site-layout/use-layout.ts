// The marketing content as the back office edits it, cached under one key.
import { useQuery } from '@tanstack/react-query';
import { fetchLayout, layoutKey } from './layout-api.ts';

export function useLayout() {
  return useQuery({ queryKey: layoutKey, queryFn: ({ signal }) => fetchLayout(signal) });
}
