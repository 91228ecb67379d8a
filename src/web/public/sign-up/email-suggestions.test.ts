import { describe, expect, it } from 'vitest';
import { emailSuggestions } from './email-suggestions.ts';

describe('emailSuggestions', () => {
  it('offers every provider right after "@"', () => {
    expect(emailSuggestions('ana@')).toEqual([
      'ana@gmail.com',
      'ana@hotmail.com',
      'ana@outlook.com',
      'ana@yahoo.com.br',
      'ana@icloud.com',
    ]);
  });

  it('filters by what follows "@" and stops once the domain is complete', () => {
    expect(emailSuggestions('ana@ho')).toEqual(['ana@hotmail.com']);
    expect(emailSuggestions('ana@Y')).toEqual(['ana@yahoo.com.br']);
    expect(emailSuggestions('ana@gmail.com')).toEqual([]);
    expect(emailSuggestions('ana@empresa')).toEqual([]);
  });

  it('offers nothing before "@" or without a name', () => {
    expect(emailSuggestions('ana')).toEqual([]);
    expect(emailSuggestions('@g')).toEqual([]);
  });
});
