import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultSlug,
  defaultSlugCandidates,
  isValidSlug,
  normalizeSlugInput,
  SLUG_MAX_ATTEMPTS,
  slugCandidates,
} from './slug.ts';
import { itReturns } from './testing/it-returns.ts';

describe('slug rules (SPEC 5)', () => {
  itReturns('normalises typed text as onboarding step 6 does', normalizeSlugInput, [
    ['Ana  e João!!', 'ana-e-joo'],
    ['--Meu--Site--', 'meu-site'],
    ['nosso_casamento 2027', 'nossocasamento-2027'],
  ]);

  it('always produces a valid slug or an empty string', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const slug = normalizeSlugInput(s);
        expect(slug === '' || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)).toBe(true);
        expect(normalizeSlugInput(slug)).toBe(slug);
      }),
    );
  });

  it('accepts only lowercase letters and digits in groups joined by single hyphens', () => {
    expect(isValidSlug('ana-e-joao-2027')).toBe(true);
    for (const bad of ['', 'Ana', 'ana--joao', '-ana', 'ana-', 'ana joao', 'ação'])
      expect(isValidSlug(bad)).toBe(false);
  });

  it('builds the default slug from both names only, without accents', () => {
    expect(defaultSlug('Mariana Conceição', 'João')).toBe('mariana-e-joao');
    expect(defaultSlug('  Camila Souza ', 'Bruno Lima')).toBe('camila-e-bruno');
    expect(defaultSlug("D'Ávila", 'Zé & Cia')).toBe('davila-e-ze');
    expect(defaultSlug('& Ana', 'Rui')).toBe('ana-e-rui');
  });

  it('adds the year only when the short link is taken, then numbers it', () => {
    const c = defaultSlugCandidates('Camila', 'Bruno', '2027-05-15T00:00:00Z');
    expect(c.slice(0, 3)).toEqual(['camila-e-bruno', 'camila-e-bruno-2027', 'camila-e-bruno-2027-1']);
    expect(c.at(-1)).toBe(`camila-e-bruno-2027-${SLUG_MAX_ATTEMPTS}`);
  });

  it('produces valid default slugs for any names', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (a, b) => {
        expect(isValidSlug(defaultSlug(a, b))).toBe(true);
      }),
    );
  });

  it('tries the base and then the suffixes -1 to -100', () => {
    const c = slugCandidates('ana-e-joao');
    expect(c[0]).toBe('ana-e-joao');
    expect(c[1]).toBe('ana-e-joao-1');
    expect(c.at(-1)).toBe(`ana-e-joao-${SLUG_MAX_ATTEMPTS}`);
    expect(c).toHaveLength(SLUG_MAX_ATTEMPTS + 1);
  });
});
