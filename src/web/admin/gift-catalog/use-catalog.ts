// Data of the back office's catalogue in the admin's query cache: the categories, one page of
// products, and the refresh that follows any change to either.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CatalogQuery } from '../../../shared/gift-catalog.ts';
import { catalogKeys, fetchCategories, searchProducts } from './catalog-api.ts';

export function useCategories() {
  return useQuery({
    queryKey: catalogKeys.categories,
    queryFn: ({ signal }) => fetchCategories(signal),
  });
}

export function useProducts(query: Partial<CatalogQuery>) {
  return useQuery({
    queryKey: [...catalogKeys.products, query],
    queryFn: ({ signal }) => searchProducts(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Refetches categories and products alike: a product's change moves a category's counts. */
export function useCatalogRefresh() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: ['admin', 'catalog'] }), [client]);
}
