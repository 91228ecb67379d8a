// jsdom has no `matchMedia`: component tests of screens that switch layout by width say which
// width they stand for. Undo with `vi.unstubAllGlobals()`.
import { vi } from 'vitest';

/** Every media query answers `wide`: true for a wide screen's queries, false for a phone's. */
export function screenWidth(wide: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
