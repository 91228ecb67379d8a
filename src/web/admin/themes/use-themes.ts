// Data of the themes studio in the admin's query cache: the list, and the theme a page edits.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo } from 'react';
import type { ThemeDetail, ThemeSection } from '../../../shared/theme-studio.ts';
import { fetchTheme, fetchThemes, type ThemeFilters } from './themes-api.ts';

const listKey = ['admin', 'themes'] as const;
const themeKey = (id: string) => ['admin', 'theme', id] as const;

export function useThemeList(filters: ThemeFilters) {
  return useQuery({
    queryKey: [...listKey, filters],
    queryFn: ({ signal }) => fetchThemes(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useThemeQuery(id: string, refetchInterval?: number) {
  return useQuery({
    queryKey: themeKey(id),
    queryFn: ({ signal }) => fetchTheme(id, signal),
    refetchInterval,
  });
}

/** Writes a theme the server answered into the cache; the list refetches when next shown. */
export function useThemeCache() {
  const client = useQueryClient();
  const setTheme = useCallback(
    (theme: ThemeDetail) => {
      client.setQueryData(themeKey(theme.id), theme);
      void client.invalidateQueries({ queryKey: listKey });
    },
    [client],
  );
  const update = useCallback(
    (id: string, change: (theme: ThemeDetail) => ThemeDetail) => {
      client.setQueryData<ThemeDetail>(themeKey(id), (t) => (t ? change(t) : t));
      void client.invalidateQueries({ queryKey: listKey });
    },
    [client],
  );
  const reload = useCallback((id: string) => client.invalidateQueries({ queryKey: themeKey(id) }), [client]);
  const refreshList = useCallback(() => client.invalidateQueries({ queryKey: listKey }), [client]);
  return useMemo(() => ({ setTheme, update, reload, refreshList }), [setTheme, update, reload, refreshList]);
}

export function sortSections(sections: ThemeSection[]): ThemeSection[] {
  return [...sections].sort((a, b) => a.position - b.position);
}

export const LoadedThemeContext = createContext<ThemeDetail | null>(null);

/** The theme the current wizard page edits, loaded by the theme route. */
export function useLoadedTheme(): ThemeDetail {
  const theme = useContext(LoadedThemeContext);
  if (!theme) throw new Error('useLoadedTheme outside a theme route');
  return theme;
}
