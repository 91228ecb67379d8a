// CSRF defence (DESIGN.md section 5): a state-changing request that a browser sends from a page
// must come from one of our own hosts. Requests without Origin/Referer (not from a page) pass.
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isOwnOrigin(origin: string, baseHost: string): boolean {
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return false;
  }
  const base = baseHost.toLowerCase();
  return host === base || host.endsWith(`.${base}`);
}

export function registerOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method)) return;
    const source = request.headers.origin ?? request.headers.referer;
    if (source === undefined) return;
    if (!isOwnOrigin(source, app.config.baseHost)) throw new AppError('FORBIDDEN');
  });
}
