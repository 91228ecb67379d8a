import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { parseTrustProxy } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('takes a hop count or a list of addresses and CIDRs', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('loopback, 10.0.0.0/8,::1')).toEqual(['loopback', '10.0.0.0/8', '::1']);
  });

  it('refuses true, which would let any caller choose its IP', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY=true confiaria em qualquer X-Forwarded-For/,
    );
  });

  it('refuses what is not an address', () => {
    expect(() => parseTrustProxy('10.0.0.0/40,proxy.local')).toThrow(
      'TRUST_PROXY tem valores que não são endereços IP nem CIDR: 10.0.0.0/40, proxy.local.',
    );
  });
});
