import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { webDist } from './web-manifest.ts';

const { app } = await createTestApp();

describe('static assets', () => {
  const files = readdirSync(path.join(webDist, 'assets'));
  const script = files.find(
    (f) => f.endsWith('.js') && files.includes(`${f}.br`) && files.includes(`${f}.gz`),
  );

  it('are built with brotli and gzip copies', () => {
    expect(script).toBeDefined();
  });

  it('are sent precompressed to browsers that accept it, with long immutable caching', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await app.inject({ url: `/assets/${script}`, headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.headers['cache-control']).toContain('max-age=31536000');
    }
    const plain = await app.inject({ url: `/assets/${script}`, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toContain('javascript');
  });
});
