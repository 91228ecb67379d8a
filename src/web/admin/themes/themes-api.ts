// Calls of the themes studio (`/api/admin/themes`).
import type { ThemeDesign } from '../../../shared/theme-design.ts';
import type {
  ThemeContent,
  ThemeDetail,
  ThemeList,
  ThemePatch,
  ThemePreviewDraft,
  ThemeSection,
  ThemeStatus,
} from '../../../shared/theme-studio.ts';
import { ApiError, api, connectionErrorMessage } from '../../lib/api.ts';

const base = '/api/admin/themes';

export interface ThemeFilters {
  search: string;
  status: ThemeStatus | '';
  tag: string;
  page: number;
}

export function fetchThemes(filters: ThemeFilters, signal?: AbortSignal): Promise<ThemeList> {
  const q = new URLSearchParams();
  if (filters.search.trim()) q.set('search', filters.search.trim());
  if (filters.status) q.set('status', filters.status);
  if (filters.tag) q.set('tag', filters.tag);
  if (filters.page > 1) q.set('page', String(filters.page));
  return api<ThemeList>(`${base}?${q}`, { signal });
}

export const fetchTheme = (id: string, signal?: AbortSignal) => api<ThemeDetail>(`${base}/${id}`, { signal });
export const createTheme = () => api<ThemeDetail>(base, { method: 'POST' });
export const patchTheme = (id: string, patch: ThemePatch) =>
  api<ThemeDetail>(`${base}/${id}`, { method: 'PATCH', json: patch });
export const saveDesign = (id: string, design: ThemeDesign) => patchTheme(id, { design });
export const publishTheme = (id: string) => api<ThemeDetail>(`${base}/${id}/publish`, { method: 'POST' });
export const duplicateTheme = (id: string) => api<ThemeDetail>(`${base}/${id}/duplicate`, { method: 'POST' });
export const deleteTheme = (id: string) => api(`${base}/${id}`, { method: 'DELETE' });
export const saveContent = (id: string, content: ThemeContent) =>
  api<ThemeSection[]>(`${base}/${id}/content`, { method: 'PUT', json: content });

export const addPage = (id: string) => api<ThemeSection>(`${base}/${id}/sections`, { method: 'POST' });
export const patchSection = (id: string, sectionId: string, patch: { name?: string; visible?: boolean }) =>
  api<ThemeSection>(`${base}/${id}/sections/${sectionId}`, { method: 'PATCH', json: patch });
export const saveOrder = (id: string, ids: string[]) =>
  api<ThemeSection[]>(`${base}/${id}/sections/order`, { method: 'PUT', json: { ids } });
export const deleteSection = (id: string, sectionId: string) =>
  api<ThemeSection[]>(`${base}/${id}/sections/${sectionId}`, { method: 'DELETE' });

/** The preview page's HTML, drawn with the unsaved changes in `draft`. */
export async function fetchPreview(
  id: string,
  draft: ThemePreviewDraft,
  signal?: AbortSignal,
): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`${base}/${id}/preview`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(draft),
      signal,
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError(0, 'NETWORK', connectionErrorMessage);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { code: string; message: string } } | null;
    throw new ApiError(
      res.status,
      body?.error?.code ?? 'UNKNOWN',
      body?.error?.message ?? 'Prévia indisponível.',
    );
  }
  return res.text();
}
