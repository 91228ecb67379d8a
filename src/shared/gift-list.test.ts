import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyGiftFilters,
  emptyFilters,
  externalLinkInputSchema,
  priceRangeOf,
  readyListKeyFor,
  remaining,
  sortGifts,
} from './gift-list.ts';
import { itReturns } from './testing/it-returns.ts';

const gifts = [
  { name: 'Jogo de Panelas', priceCents: 59990, categoryId: 'cozinha' },
  { name: 'Cafeteira Élan', priceCents: 19990, categoryId: 'eletro' },
  { name: 'Toalhas de banho', priceCents: 8990, categoryId: 'banho' },
  { name: 'Café especial', priceCents: 10000, categoryId: 'cozinha' },
  { name: 'Abajur', priceCents: 30001, categoryId: null },
];

describe('price ranges', () => {
  itReturns(
    'puts each price in exactly one of the five ranges, with R$ 100,00 in "até R$ 100"',
    priceRangeOf,
    [
      [10000, 'ate-100'],
      [10001, '100-200'],
      [30000, '200-300'],
      [40000, '300-400'],
      [40001, 'acima-400'],
    ],
  );
});

describe('applyGiftFilters', () => {
  it('sorts by lowest price by default, and by the other three orders', () => {
    const names = (sort: Parameters<typeof sortGifts>[1]) => sortGifts(gifts, sort).map((g) => g.name);
    expect(names('menor-valor')).toEqual([
      'Toalhas de banho',
      'Café especial',
      'Cafeteira Élan',
      'Abajur',
      'Jogo de Panelas',
    ]);
    expect(names('maior-valor')[0]).toBe('Jogo de Panelas');
    expect(names('a-z')).toEqual([
      'Abajur',
      'Café especial',
      'Cafeteira Élan',
      'Jogo de Panelas',
      'Toalhas de banho',
    ]);
    expect(names('z-a')[0]).toBe('Toalhas de banho');
  });

  it('searches without accents, filters by categories and range, and counts each facet', () => {
    const result = applyGiftFilters(gifts, { ...emptyFilters, q: 'CAFE' });
    expect(result.shown.map((g) => g.name)).toEqual(['Café especial', 'Cafeteira Élan']);
    expect(result.categoryCounts.get('cozinha')).toBe(1);
    expect(result.categoryCounts.get('eletro')).toBe(1);
    expect(result.rangeCounts.get('ate-100')).toBe(1);

    const filtered = applyGiftFilters(gifts, {
      ...emptyFilters,
      categoryIds: ['cozinha'],
      range: 'acima-400',
    });
    expect(filtered.shown.map((g) => g.name)).toEqual(['Jogo de Panelas']);
    // A category's count ignores the category filter; a range's count ignores the range filter.
    expect(filtered.categoryCounts.get('cozinha')).toBe(1);
    expect(filtered.categoryCounts.get('eletro')).toBeUndefined();
    expect(filtered.rangeCounts.get('ate-100')).toBe(1);
    expect(filtered.rangeCounts.get('acima-400')).toBe(1);
  });

  it('never shows a gift outside the filters, and without filters shows every gift', () => {
    const gift = fc.record({
      name: fc.string(),
      priceCents: fc.integer({ min: 1, max: 10_000_000 }),
      categoryId: fc.constantFrom('a', 'b', null),
    });
    fc.assert(
      fc.property(fc.array(gift), fc.constantFrom('ate-100', 'acima-400', null), (items, range) => {
        expect(applyGiftFilters(items, emptyFilters).shown).toHaveLength(items.length);
        const { shown } = applyGiftFilters(items, { ...emptyFilters, categoryIds: ['a'], range });
        for (const g of shown) {
          expect(g.categoryId).toBe('a');
          if (range) expect(priceRangeOf(g.priceCents)).toBe(range);
        }
      }),
    );
  });
});

describe('rules of the list', () => {
  it('maps onboarding step 5 to the four ready-made lists', () => {
    expect(['travel', 'home', 'wedding', 'fun', 'custom', 'padrao', null].map(readyListKeyFor)).toEqual([
      'travel',
      'home',
      'wedding',
      'fun',
      null,
      null,
      null,
    ]);
  });

  it('counts what guests can still give', () => {
    expect(remaining({ quantityAvailable: 10, quantitySold: 3 })).toBe(7);
    expect(remaining({ quantityAvailable: 1, quantitySold: 2 })).toBe(0);
  });

  it('accepts only web addresses as external lists', () => {
    const ok = (url: string) => externalLinkInputSchema.safeParse({ storeName: 'Loja', url }).success;
    expect(ok('https://www.loja.com.br/lista/1')).toBe(true);
    expect(ok('javascript:alert(1)')).toBe(false);
    expect(ok('https://localhost')).toBe(false);
    expect(ok('loja.com.br')).toBe(false);
  });
});
