import { describe, expect, it } from 'vitest';
import { HouseholdParts } from './household-parts.ts';

const part = { householdId: 'h1', weddingId: 'w1', body: Buffer.from('<html>') };

describe('HouseholdParts', () => {
  it('serves a part while its wedding is at the version it was rendered under, and for the maximum age', () => {
    let now = 0;
    const parts = new HouseholdParts(60_000, () => now);
    let version = '0:1';
    parts.store('code', '0:1', version, part);
    expect(parts.get('code', () => version)).toMatchObject(part);
    version = '0:2';
    expect(parts.get('code', () => version)).toBeUndefined();
    parts.store('code', '0:2', version, part);
    now = 60_001;
    expect(parts.get('code', () => version)).toBeUndefined();
  });

  it('keeps nothing rendered from data read before a change, or with the cache off', () => {
    const parts = new HouseholdParts(60_000);
    parts.store('code', '0:1', '0:2', part);
    expect(parts.get('code', () => '0:2')).toBeUndefined();
    const off = new HouseholdParts(0);
    off.store('code', '0:1', '0:1', part);
    expect(off.get('code', () => '0:1')).toBeUndefined();
  });

  it('writes an opening at most once a minute per household', () => {
    let now = 0;
    const parts = new HouseholdParts(60_000, () => now);
    expect(parts.shouldMarkOpened('h1')).toBe(true);
    expect(parts.shouldMarkOpened('h1')).toBe(false);
    expect(parts.shouldMarkOpened('h2')).toBe(true);
    now = 60_000;
    expect(parts.shouldMarkOpened('h1')).toBe(true);
  });
});
