import { describe, expect, it, vi } from 'vitest';
import { categoryIcons } from '../../../shared/gift-catalog.ts';
import { productKey } from '../../../shared/text.ts';
import { categorySeeds, productSeeds } from './catalog-data.ts';

const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const specCategoryKeys = [
  'cozinha',
  'cama-mesa-banho',
  'decoracao',
  'eletrodomesticos',
  'eletronicos',
  'moveis',
  'lua-mel',
  'divertidos',
  'contribuicao',
  'outros',
];
/** The icons a category may show (SPEC 3), or none. */
const specIcons = [...categoryIcons, null];

function duplicates(values: string[]): string[] {
  return values.filter((v, i) => values.indexOf(v) !== i);
}

describe('catalogue seed data', () => {
  it('has the ten categories of the spec, in display order, with icons from the spec list', () => {
    expect(categorySeeds.map((c) => c.key)).toEqual(specCategoryKeys);
    expect(categorySeeds.map((c) => c.displayOrder)).toEqual(specCategoryKeys.map((_, i) => i + 1));
    for (const c of categorySeeds) {
      expect(specIcons).toContain(c.icon);
      expect(c.description.length).toBeGreaterThan(10);
    }
  });

  it('gives every category 3 to 6 subcategories with unique kebab-case keys prefixed by the category', () => {
    const keys = categorySeeds.flatMap((c) => c.subcategories.map((s) => s.key));
    expect(duplicates(keys)).toEqual([]);
    for (const c of categorySeeds) {
      expect(c.subcategories.length).toBeGreaterThanOrEqual(3);
      expect(c.subcategories.length).toBeLessThanOrEqual(6);
      for (const s of c.subcategories) {
        expect(s.key).toMatch(kebab);
        expect(s.key.startsWith(`${c.key}-`)).toBe(true);
      }
    }
  });

  it('has at least 400 products with unique keys and unique names', () => {
    expect(productSeeds.length).toBeGreaterThanOrEqual(400);
    expect(duplicates(productSeeds.map((p) => p.key))).toEqual([]);
    expect(duplicates(productSeeds.map((p) => p.name.toLowerCase()))).toEqual([]);
  });

  it('uses accent-free kebab-case product keys derived from the names, short enough for image URLs', () => {
    for (const p of productSeeds) {
      expect(p.key).toMatch(kebab);
      expect(p.key.length).toBeLessThanOrEqual(120);
      expect(p.key).toBe(productKey(p.name));
    }
  });

  it('files every product under an existing subcategory of its own category', () => {
    const categoryOf = new Map(
      categorySeeds.flatMap((c) => c.subcategories.map((s) => [s.key, c.key] as const)),
    );
    for (const p of productSeeds) {
      expect(categoryOf.has(p.subcategoryKey), p.key).toBe(true);
      expect(categoryOf.get(p.subcategoryKey), p.key).toBe(p.categoryKey);
    }
  });

  it('puts at least 3 products in every subcategory', () => {
    for (const c of categorySeeds) {
      for (const s of c.subcategories) {
        const count = productSeeds.filter((p) => p.subcategoryKey === s.key).length;
        expect(count, s.key).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('prices every product in whole centavos between R$ 49,90 and R$ 8.000,00', () => {
    for (const p of productSeeds) {
      expect(Number.isSafeInteger(p.priceCents), p.key).toBe(true);
      expect(p.priceCents, p.key).toBeGreaterThanOrEqual(4990);
      expect(p.priceCents, p.key).toBeLessThanOrEqual(800_000);
    }
  });

  it('tags every product with 2 to 5 distinct lowercase tags', () => {
    for (const p of productSeeds) {
      expect(p.tags.length, p.key).toBeGreaterThanOrEqual(2);
      expect(p.tags.length, p.key).toBeLessThanOrEqual(5);
      expect(new Set(p.tags).size, p.key).toBe(p.tags.length);
      for (const t of p.tags) {
        expect(t, p.key).toBe(t.toLowerCase());
        expect(t.trim(), p.key).not.toBe('');
      }
    }
  });

  it('matches item types to categories and lets guests choose the amount of quotas', () => {
    for (const p of productSeeds) {
      if (p.categoryKey === 'lua-mel') expect(p.itemType, p.key).toBe('Lua de Mel');
      if (p.categoryKey === 'contribuicao') {
        expect(p.itemType, p.key).toBe('Doação Livre');
        expect(p.allowsCustomAmount, p.key).toBe(true);
      }
      if (p.name.startsWith('Cota')) expect(p.allowsCustomAmount, p.key).toBe(true);
      if (p.allowsCustomAmount) expect(['Lua de Mel', 'Doação Livre'], p.key).toContain(p.itemType);
    }
    const experiences = productSeeds.filter((p) => p.itemType === 'Experiência');
    expect(experiences.length).toBeGreaterThan(0);
  });

  it('writes a pt-BR description of one or two sentences for every product', () => {
    for (const p of productSeeds) {
      expect(p.description.length, p.key).toBeGreaterThanOrEqual(15);
      expect(p.description.length, p.key).toBeLessThanOrEqual(200);
      expect(p.description, p.key).toMatch(/[.!?]$/);
    }
  });

  it('is deterministic: building the catalogue twice gives the same data', async () => {
    vi.resetModules();
    const again = await import('./catalog-data.ts');
    expect(again.productSeeds).not.toBe(productSeeds);
    expect(again.productSeeds).toEqual(productSeeds);
    expect(again.categorySeeds).toEqual(categorySeeds);
  });
});
