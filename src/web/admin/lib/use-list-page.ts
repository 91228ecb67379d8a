// A page of a back-office list answered by the server; the page on screen stays while the next
// one (another search, filter or page) loads.
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';

export function useListPage<Query, Page>(
  queryKey: QueryKey,
  fetchPage: (query: Query, signal?: AbortSignal) => Promise<Page>,
  query: Query,
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchPage(query, signal),
    placeholderData: keepPreviousData,
  });
}
