// The site editor's data, cached by TanStack Query: the editor state, the uploaded media and the
// themes. Saves write the server's answer back into the cache, so every page agrees at once.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SiteEditorState } from '../../../shared/site-editor.ts';
import { fetchThemes, type ThemeOption } from '../../lib/use-themes.ts';
import { useWeddingId } from '../session/session-context.ts';
import { useWeddingQuery } from '../session/use-wedding-query.ts';
import {
  fetchMedia,
  fetchSiteState,
  fetchStorageUsage,
  type MediaItem,
  type SiteSettings,
} from './site-api.ts';

const stateKey = (weddingId: string | null) => ['site-editor', weddingId] as const;
const mediaKey = (weddingId: string | null) => ['site-media', weddingId] as const;
const usageKey = (weddingId: string | null) => ['site-media-usage', weddingId] as const;

/** How much of the wedding's upload space is used ("350 MB de 2 GB usados"). */
export function useStorageUsage() {
  return useWeddingQuery(useWeddingId(), usageKey, fetchStorageUsage);
}

export function useSiteState() {
  return useWeddingQuery(useWeddingId(), stateKey, fetchSiteState, { refetchOnWindowFocus: false });
}

/** Writers of the cached editor state, for the answers of successful saves. */
export function useSiteCache() {
  const weddingId = useWeddingId();
  const client = useQueryClient();
  const setState = useCallback(
    (state: SiteEditorState) => client.setQueryData(stateKey(weddingId), state),
    [client, weddingId],
  );
  const update = useCallback(
    (change: (state: SiteEditorState) => SiteEditorState) =>
      client.setQueryData<SiteEditorState>(stateKey(weddingId), (s) => (s ? change(s) : s)),
    [client, weddingId],
  );
  const setSettings = useCallback((settings: SiteSettings) => update((s) => ({ ...s, settings })), [update]);
  const reload = useCallback(
    () => client.invalidateQueries({ queryKey: stateKey(weddingId) }),
    [client, weddingId],
  );
  /** The dashboard and side panel show the address and publication state too. */
  const refreshSummary = useCallback(
    () => client.invalidateQueries({ queryKey: ['wedding-summary'] }),
    [client],
  );
  return { setState, update, setSettings, reload, refreshSummary };
}

export function useMediaLibrary() {
  const weddingId = useWeddingId();
  const client = useQueryClient();
  const query = useWeddingQuery(weddingId, mediaKey, fetchMedia, { staleTime: 60_000 });
  const byId = new Map((query.data ?? []).map((m) => [m.id, m]));
  const remember = useCallback(
    (item: MediaItem) => {
      client.setQueryData<MediaItem[]>(mediaKey(weddingId), (list) => [
        item,
        ...(list ?? []).filter((m) => m.id !== item.id),
      ]);
      void client.invalidateQueries({ queryKey: usageKey(weddingId) });
    },
    [client, weddingId],
  );
  return { query, byId, remember };
}

export function useThemeOptions() {
  return useQuery({
    queryKey: ['themes'],
    queryFn: ({ signal }) => fetchThemes(signal),
    staleTime: 5 * 60_000,
  });
}

/** The theme the site uses: the chosen one, else the server's fallback (Clássico). */
export function currentTheme(themes: ThemeOption[] | undefined, themeId: string | null) {
  if (!themes?.length) return null;
  return themes.find((t) => t.id === themeId) ?? themes.find((t) => t.key === 'classico') ?? themes[0]!;
}

/** The wedding and its editor state, on pages the shell renders once the state has loaded. */
export function useLoadedSite() {
  const weddingId = useWeddingId();
  const { data } = useSiteState();
  if (!weddingId || !data) throw new Error('A site editor page rendered outside its shell.');
  return { weddingId, site: data };
}
