// The assertion both stationery readability tests make: every text colour of a card reads at WCAG
// AA on every surface the card draws (small text at 4.5:1, the names and titles at 3:1).
import { expect } from 'vitest';
import { AA_LARGE, AA_TEXT, contrastRatio } from './contrast.ts';
import type { StationeryPalette } from './stationery.ts';

export function expectReadableCard(p: StationeryPalette): void {
  for (const surface of [p.surface, p.panel, p.glow]) {
    expect(contrastRatio(p.text, surface)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(p.textLight, surface)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(p.names, surface)).toBeGreaterThanOrEqual(AA_LARGE);
    expect(contrastRatio(p.heading, surface)).toBeGreaterThanOrEqual(AA_LARGE);
  }
}
