import { describe, expect, it } from 'vitest';
import { rowSizes } from './photo-tiles.tsx';

describe('photo rows', () => {
  it('shares the photos out as evenly as rows allow, the smaller rows first', () => {
    const wide = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => rowSizes(n, 3));
    expect(wide).toEqual([[1], [2], [3], [2, 2], [2, 3], [3, 3], [2, 2, 3], [2, 3, 3]]);
    const phone = [1, 2, 3, 4, 5].map((n) => rowSizes(n, 2));
    expect(phone).toEqual([[1], [2], [1, 2], [2, 2], [1, 2, 2]]);
  });

  it('places every photo once, never more than the row allows', () => {
    for (let n = 1; n <= 40; n++) {
      const rows = rowSizes(n, 3);
      expect(rows.reduce((a, b) => a + b, 0)).toBe(n);
      expect(Math.max(...rows)).toBeLessThanOrEqual(3);
      expect(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(1);
    }
  });
});
