import { describe, expect, it } from 'vitest';
import { isPlatformHost } from './domain-lookup.ts';

describe('the platform’s own hosts', () => {
  it('are the base host, its subdomains and loopback or bare addresses', () => {
    for (const host of [
      'nossosim.com.br',
      'noivos.nossosim.com.br',
      'ADMIN.nossosim.com.br:443',
      'localhost',
      '10.0.0.1',
      '[::1]',
    ])
      expect(isPlatformHost(host, 'nossosim.com.br'), host).toBe(true);
    for (const host of ['mariaejoao.com.br', 'nossosim.com.br.evil.com', 'evilnossosim.com.br'])
      expect(isPlatformHost(host, 'nossosim.com.br'), host).toBe(false);
  });
});
