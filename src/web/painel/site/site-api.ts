// Calls of the site editor ("Aparência do Site"): state, settings, sections, publication, media.
import type { SectionKind } from '../../../shared/site.ts';
import type { EditorSection, SiteEditorState } from '../../../shared/site-editor.ts';
import { api } from '../../lib/api.ts';
import type { MediaItem } from '../../lib/upload-media.ts';

export type SiteSettings = SiteEditorState['settings'];
export type SettingsPatch = Partial<SiteSettings>;

export type { MediaItem } from '../../lib/upload-media.ts';

const base = (weddingId: string) => `/api/weddings/${weddingId}`;

export function fetchSiteState(weddingId: string, signal?: AbortSignal): Promise<SiteEditorState> {
  return api<SiteEditorState>(`${base(weddingId)}/site`, { signal });
}

/** Whole sub-objects replace the stored ones: send the full intro, design or music object. */
export function saveSettings(weddingId: string, patch: SettingsPatch): Promise<SiteSettings> {
  return api<SiteSettings>(`${base(weddingId)}/site/settings`, { method: 'PUT', json: patch });
}

export function patchSection(
  weddingId: string,
  sectionId: string,
  patch: { title?: string; visible?: boolean; content?: Record<string, unknown> },
): Promise<SiteEditorState> {
  return api<SiteEditorState>(`${base(weddingId)}/site/sections/${sectionId}`, {
    method: 'PATCH',
    json: patch,
  });
}

export async function saveSectionOrder(weddingId: string, ids: string[]): Promise<void> {
  await api(`${base(weddingId)}/site/sections/order`, { method: 'PUT', json: { ids } });
}

export function addSection(weddingId: string, kind: SectionKind, title?: string): Promise<EditorSection> {
  return api<EditorSection>(`${base(weddingId)}/site/sections`, { method: 'POST', json: { kind, title } });
}

export async function deleteSection(weddingId: string, sectionId: string): Promise<void> {
  await api(`${base(weddingId)}/site/sections/${sectionId}`, { method: 'DELETE' });
}

export async function setPublished(weddingId: string, published: boolean): Promise<void> {
  await api(`${base(weddingId)}/site/publication`, { method: 'PUT', json: { published } });
}

export async function setHiddenFromSearch(weddingId: string, hidden: boolean): Promise<void> {
  await api(`${base(weddingId)}/site/search-visibility`, { method: 'PUT', json: { hidden } });
}

export async function setSitePassword(weddingId: string, password: string | null): Promise<void> {
  await api(`${base(weddingId)}/site/password`, { method: 'PUT', json: { password } });
}

export async function saveTheme(weddingId: string, themeId: string): Promise<void> {
  await api(`${base(weddingId)}/theme`, { method: 'PUT', json: { themeId } });
}

export function fetchMedia(weddingId: string, signal?: AbortSignal): Promise<MediaItem[]> {
  return api<MediaItem[]>(`${base(weddingId)}/media`, { signal });
}

export interface StorageUsage {
  usedBytes: number;
  quotaBytes: number;
}

export function fetchStorageUsage(weddingId: string, signal?: AbortSignal): Promise<StorageUsage> {
  return api<StorageUsage>(`${base(weddingId)}/media/usage`, { signal });
}

export function previewUrl(weddingId: string, version: number): string {
  return `${base(weddingId)}/site/preview?v=${version}`;
}

/** Whether the gift list is published (the gift list's own state, read for the publish checklist). */
export function fetchGiftListPublished(
  weddingId: string,
  signal?: AbortSignal,
): Promise<{ published: boolean }> {
  return api<{ published: boolean }>(`${base(weddingId)}/gift-list`, { signal });
}

export async function publishGiftList(weddingId: string): Promise<void> {
  await api(`${base(weddingId)}/gift-list/settings`, { method: 'PUT', json: { published: true } });
}
