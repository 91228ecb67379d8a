import { describe, expect, it } from 'vitest';
import { queryString } from './api.ts';

describe('queryString', () => {
  it('leaves out the filters that are not set and keeps zero and false', () => {
    expect(queryString({ casal: '', status: 'pago', de: undefined, page: 0, fixed: false })).toBe(
      'status=pago&page=0&fixed=false',
    );
  });

  it('encodes what a person typed', () => {
    expect(queryString({ busca: 'jogo de panelas & cia' })).toBe('busca=jogo+de+panelas+%26+cia');
  });
});
