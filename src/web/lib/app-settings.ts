// Settings the server inlined into the page (fees, prices, delays): read once, no API round trip.
// While the server renders a public page it gives them through `ServerPageData` instead.
import { defaultPublicSettings, type PublicSettings } from '../../shared/settings.ts';
import { useServerPageData } from './server-page-data.tsx';

let cached: PublicSettings | undefined;

/** JSON the server put in `<script id="…" type="application/json">`, or undefined. */
export function inlinedJson<T>(id: string): T | undefined {
  const el = typeof document !== 'undefined' ? document.getElementById(id) : null;
  return el?.textContent ? (JSON.parse(el.textContent) as T) : undefined;
}

export function useSettings(): PublicSettings {
  const rendering = useServerPageData();
  if (rendering) return rendering.settings;
  cached ??= inlinedJson<PublicSettings>('app-settings') ?? defaultPublicSettings;
  return cached;
}
