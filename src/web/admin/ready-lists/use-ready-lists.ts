// Data of "Listas Prontas" in the admin's query cache: every ready-made list, and its refresh.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchReadyLists, readyListKeys } from './ready-lists-api.ts';

export function useReadyLists() {
  return useQuery({ queryKey: readyListKeys.all, queryFn: ({ signal }) => fetchReadyLists(signal) });
}

export function useReadyListsRefresh() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: readyListKeys.all }), [client]);
}
