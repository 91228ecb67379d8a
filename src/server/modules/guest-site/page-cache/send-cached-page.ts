// Answers with a cached guest page: 304 when the browser already holds this version (ETag), else
// the brotli or gzip form it accepts, already compressed.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GiftQuery } from '../load-gifts.ts';
import type { CachedPage } from './page-cache.ts';

/** The cache key of a guest page: its path (`slug`, `slug/presentes`) and the gift query, in a fixed order. */
export function pageKey(path: string, query: GiftQuery): string {
  return `${path}?${query.lista ?? ''}&${query.categoria ?? ''}&${query.ordem ?? ''}&${query.pagina ?? ''}`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => ['*', etag, `W/${etag}`].includes(tag.trim()));
}

/** The compressed form a browser accepts (brotli first), or null for the plain one. */
export function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.find((p) => p.trim().startsWith('q='));
    accepted.set(name, q ? Number(q.trim().slice(2)) : 1);
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
}

export function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  // The same for every guest, so shared caches may keep it too, as long as they ask us first.
  reply
    .header('cache-control', 'public, no-cache')
    .header('etag', page.etag)
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  if (matches(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
  const encoding = encodingFor(request.headers['accept-encoding']);
  if (!encoding) return reply.send(page.html);
  return reply.header('content-encoding', encoding).send(encoding === 'br' ? page.br : page.gzip);
}
