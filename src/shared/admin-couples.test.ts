import { describe, expect, it } from 'vitest';
import { coupleEditBody, coupleNames } from './admin-couples.ts';
import { shownOf } from './page-count.ts';

describe('couples list texts', () => {
  it('says how many are shown, "mais de" past the cap', () => {
    const items = Array.from({ length: 5 }, () => ({}));
    expect(shownOf({ items, total: 156, totalCapped: false }, 'casais')).toBe('Mostrando 5 de 156 casais');
    expect(shownOf({ items, total: 10_000, totalCapped: true }, 'casais')).toBe(
      'Mostrando 5 de mais de 10.000 casais',
    );
  });

  it('names a couple, "Casal" before sign-up has names', () => {
    expect(coupleNames({ name1: 'Ana', name2: 'Rui' })).toBe('Ana & Rui');
    expect(coupleNames({ name1: null, name2: null })).toBe('Casal');
  });

  it('edits with an empty date as none and the phone as digits', () => {
    const parsed = coupleEditBody.parse({
      name1: ' Ana ',
      name2: 'Rui',
      email: 'ANA@Exemplo.com',
      phone: '(11) 98765-4321',
      weddingDate: '',
      status: 'inativo',
    });
    expect(parsed).toEqual({
      name1: 'Ana',
      name2: 'Rui',
      email: 'ana@exemplo.com',
      phone: '11987654321',
      weddingDate: null,
      status: 'inativo',
    });
  });
});
