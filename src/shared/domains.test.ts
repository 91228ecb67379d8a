import { describe, expect, it } from 'vitest';
import { normaliseDomain, registrableEnding, searchLabel } from './domains.ts';

describe('domain names', () => {
  it('writes a typed domain one way, or refuses it', () => {
    expect(normaliseDomain('https://WWW.MariaeJoao.com.br/fotos?x=1')).toBe('mariaejoao.com.br');
    expect(normaliseDomain('mariaejoao.com.br.')).toBe('mariaejoao.com.br');
    expect(normaliseDomain('maria-e-joao.com:443')).toBe('maria-e-joao.com');
    for (const bad of [
      '',
      'mariaejoao',
      'maria e joao.com',
      '-maria.com',
      'maria.123',
      'maría.com.br',
      `${'a'.repeat(64)}.com`,
    ])
      expect(normaliseDomain(bad), bad).toBeNull();
  });

  it('registers only one name under .com.br or .com', () => {
    expect(registrableEnding('mariaejoao.com.br')).toBe('com.br');
    expect(registrableEnding('mariaejoao.com')).toBe('com');
    expect(registrableEnding('fotos.mariaejoao.com.br')).toBeNull();
    expect(registrableEnding('mariaejoao.art.br')).toBeNull();
  });

  it('turns a searched name into the label it would register', () => {
    expect(searchLabel('Maria & João')).toBe('mariajoao');
    expect(searchLabel('www.ana-e-rui.com.br')).toBe('ana-e-rui');
    expect(searchLabel('!')).toBeNull();
  });
});
