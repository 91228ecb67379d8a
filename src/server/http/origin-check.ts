// CSRF defence (DESIGN.md section 5): a state-changing request must come from one of our own four
// hosts. With a session cookie, a request without Origin or Referer is refused too (a browser
// always sends one of them on a form post or fetch); without a session (webhooks, health probes)
// a missing header passes, since there is nobody to act for.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type HostKind, hostFor } from '../../shared/hosts.ts';
import { SESSION_COOKIE } from '../modules/auth/sessions.ts';
import { AppError } from './errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const KINDS: HostKind[] = ['public', 'painel', 'admin', 'noivos'];

/** Whether an Origin or Referer names exactly one of the platform's hosts (no other subdomain). */
export function isOwnOrigin(origin: string, baseHost: string): boolean {
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return false;
  }
  const base = baseHost.toLowerCase();
  return KINDS.some((kind) => hostFor(kind, base) === host);
}

const SESSION_COOKIE_SET = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=[^;\\s]`);

function hasSessionCookie(request: FastifyRequest): boolean {
  return SESSION_COOKIE_SET.test(request.headers.cookie ?? '');
}

export function registerOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method)) return;
    const source = request.headers.origin ?? request.headers.referer;
    if (source === undefined) {
      if (hasSessionCookie(request)) throw new AppError('FOREIGN_ORIGIN');
      return;
    }
    if (!isOwnOrigin(source, app.config.baseHost)) throw new AppError('FOREIGN_ORIGIN');
  });
}
