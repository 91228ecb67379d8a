import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchKey, stripAccents } from './text.ts';

describe('searchKey', () => {
  it('drops accents and case and collapses spaces', () => {
    expect(stripAccents('Conceição Ângela Müller')).toBe('Conceicao Angela Muller');
    expect(searchKey('  JOÃO   Gonçalves ')).toBe('joao goncalves');
  });

  it('is idempotent and never leaves combining marks', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const k = searchKey(s);
        expect(searchKey(k)).toBe(k);
        expect(k).not.toMatch(/[\u0300-\u036f]/);
      }),
    );
  });
});
