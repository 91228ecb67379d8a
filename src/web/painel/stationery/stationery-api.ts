// The couple's stationery on the server: each item's choices, saving one, and the addresses of its
// preview and downloads (pictures the browser loads itself).
import type {
  StationeryDesignInput,
  StationeryDownloadFormat,
  StationeryItem,
  StationeryItemView,
  StationeryOverview,
} from '../../../shared/stationery.ts';
import { api } from '../../lib/api.ts';

const base = (weddingId: string) => `/api/weddings/${weddingId}/stationery`;

export const stationeryKeys = {
  overview: (weddingId: string) => ['stationery', weddingId] as const,
};

export function fetchStationery(weddingId: string, signal?: AbortSignal): Promise<StationeryOverview> {
  return api(base(weddingId), { signal });
}

export function saveStationeryItem(
  weddingId: string,
  item: StationeryItem,
  body: StationeryDesignInput,
): Promise<StationeryItemView> {
  return api(`${base(weddingId)}/${item}`, { method: 'PUT', json: body });
}

/** The preview of texts not saved yet: an SVG the server draws in the theme. */
export function previewUrl(weddingId: string, item: StationeryItem, design: StationeryDesignInput): string {
  const query = new URLSearchParams({ layout: design.layout, ...design.texts });
  return `${base(weddingId)}/${item}/preview?${query}`;
}

export function downloadUrl(
  weddingId: string,
  item: StationeryItem,
  format: StationeryDownloadFormat,
): string {
  return `${base(weddingId)}/${item}/download?formato=${format}`;
}

export function householdsZipUrl(weddingId: string): string {
  return `${base(weddingId)}/convite/households.zip`;
}
