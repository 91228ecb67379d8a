// The public host's pages are complete HTML (tens of kilobytes with the landing's content): sent
// compressed to browsers that accept it (brotli, else gzip), which a phone on a slow network feels
// most. A page's text is compressed once and kept while it is served again (the rendered pages are
// themselves kept per address, settings and content version).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const LIMIT = 100;
const compressed = new Map<string, { br: Buffer; gzip: Buffer }>();

function encodings(html: string) {
  let hit = compressed.get(html);
  if (!hit) {
    hit = {
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
      gzip: gzipSync(html, { level: 6 }),
    };
    if (compressed.size >= LIMIT) compressed.clear();
    compressed.set(html, hit);
  }
  return hit;
}

export function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (html.length < 1024 || !/\b(br|gzip)\b/.test(accepted)) return reply.send(html);
  const { br, gzip } = encodings(html);
  const useBrotli = /\bbr\b/.test(accepted);
  return reply.header('content-encoding', useBrotli ? 'br' : 'gzip').send(useBrotli ? br : gzip);
}
