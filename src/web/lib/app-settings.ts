// Settings the server inlined into the page (fees, prices, delays): read once, no API round trip.
import { defaultSettings, type Settings } from '../../shared/settings.ts';

let cached: Settings | undefined;

export function useSettings(): Settings {
  if (!cached) {
    const el = typeof document !== 'undefined' ? document.getElementById('app-settings') : null;
    cached = el?.textContent ? (JSON.parse(el.textContent) as Settings) : defaultSettings;
  }
  return cached;
}
