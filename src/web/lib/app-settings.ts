// Settings the server inlined into the page (fees, prices, delays): read once, no API round trip.
import { defaultPublicSettings, type PublicSettings } from '../../shared/settings.ts';

let cached: PublicSettings | undefined;

export function useSettings(): PublicSettings {
  if (!cached) {
    const el = typeof document !== 'undefined' ? document.getElementById('app-settings') : null;
    cached = el?.textContent ? (JSON.parse(el.textContent) as PublicSettings) : defaultPublicSettings;
  }
  return cached;
}
