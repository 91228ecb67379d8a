import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache.ts';

function clock(start = 1_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

async function put(cache: PageCache, key: string, weddingId: string, html = `<p>${key}</p>`) {
  return cache.store(key, weddingId, cache.version(weddingId), html);
}

describe('PageCache', () => {
  it('keeps a page with its brotli and gzip forms and a content ETag', async () => {
    const cache = new PageCache();
    const html = '<h1>Ana &amp; Rui</h1>'.repeat(50);
    const page = await put(cache, 'ana-e-rui?', 'w1', html);
    expect(cache.get('ana-e-rui?')?.etag).toBe(page.etag);
    expect(brotliDecompressSync(page.br).toString()).toBe(html);
    expect(gunzipSync(page.gzip).toString()).toBe(html);
    expect(page.br.length).toBeLessThan(page.html.length);
    expect(page.etag).toMatch(/^"[\w-]{27}"$/);
    const same = await new PageCache().store('x', 'w9', '0:0', html);
    expect(same.etag).toBe(page.etag);
    expect((await put(new PageCache(), 'x', 'w9', `${html}!`)).etag).not.toBe(page.etag);
  });

  it('drops every page of a changed wedding and only that wedding', async () => {
    const cache = new PageCache();
    await put(cache, 'a?', 'w1');
    await put(cache, 'a?lista=2', 'w1');
    await put(cache, 'b?', 'w2');
    cache.invalidate('w1');
    expect(cache.get('a?')).toBeUndefined();
    expect(cache.get('a?lista=2')).toBeUndefined();
    expect(cache.get('b?')).toBeDefined();
    cache.clear();
    expect(cache.get('b?')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not keep a page rendered from data read before a change', async () => {
    const cache = new PageCache();
    const before = cache.version('w1');
    cache.invalidate('w1');
    const page = await cache.store('a?', 'w1', before, '<p>antigo</p>');
    expect(page.html.toString()).toBe('<p>antigo</p>');
    expect(cache.get('a?')).toBeUndefined();

    const beforeClear = cache.version('w2');
    cache.clear();
    await cache.store('b?', 'w2', beforeClear, '<p>antigo</p>');
    expect(cache.get('b?')).toBeUndefined();
    await put(cache, 'b?', 'w2');
    expect(cache.get('b?')).toBeDefined();
  });

  it('serves a page no longer than its maximum age', async () => {
    const time = clock();
    const cache = new PageCache({ maxAgeMs: 60_000, now: time.now });
    await put(cache, 'a?', 'w1');
    time.advance(60_000);
    expect(cache.get('a?')).toBeDefined();
    time.advance(1);
    expect(cache.get('a?')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets the least recently read page first when full', async () => {
    const cache = new PageCache({ maxEntries: 2 });
    await put(cache, 'a?', 'w1');
    await put(cache, 'b?', 'w2');
    cache.get('a?');
    await put(cache, 'c?', 'w3');
    expect(cache.get('b?')).toBeUndefined();
    expect(cache.get('a?')).toBeDefined();
    expect(cache.get('c?')).toBeDefined();
  });

  it('keeps a bounded number of pages per wedding, so one crawled site cannot fill it', async () => {
    const cache = new PageCache({ maxPerWedding: 2 });
    await put(cache, 'a?pagina=1', 'w1');
    await put(cache, 'a?pagina=2', 'w1');
    const third = await put(cache, 'a?pagina=3', 'w1');
    expect(third.html.toString()).toBe('<p>a?pagina=3</p>');
    expect(cache.get('a?pagina=3')).toBeUndefined();
    expect(cache.size).toBe(2);
    await put(cache, 'a?pagina=1', 'w1', '<p>novo</p>');
    expect(cache.get('a?pagina=1')?.html.toString()).toBe('<p>novo</p>');
  });
});
