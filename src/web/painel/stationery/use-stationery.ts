// Data of the Papelaria pages: the wedding's three items, and saving one (kept in the cache).
import { useQueryClient } from '@tanstack/react-query';
import type {
  StationeryDesignInput,
  StationeryItem,
  StationeryOverview,
} from '../../../shared/stationery.ts';
import { useWeddingQuery } from '../session/use-wedding-query.ts';
import { fetchStationery, saveStationeryItem, stationeryKeys } from './stationery-api.ts';

export function useStationery(weddingId: string) {
  return useWeddingQuery(weddingId, stationeryKeys.overview, fetchStationery);
}

export function useSaveStationery(weddingId: string) {
  const client = useQueryClient();
  return async (item: StationeryItem, body: StationeryDesignInput) => {
    const saved = await saveStationeryItem(weddingId, item, body);
    client.setQueryData<StationeryOverview>(stationeryKeys.overview(weddingId), (old) =>
      old ? { ...old, items: old.items.map((i) => (i.item === item ? saved : i)) } : old,
    );
    return saved;
  };
}
