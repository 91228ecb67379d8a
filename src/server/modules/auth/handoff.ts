// The hop between hosts (DESIGN.md section 2, ADR 002): cookies are per host, so a signed-in
// browser carries its session to another host through three redirects. The target host first
// sets a short-lived nonce cookie (`start`), the source host issues a one-time code bound to that
// nonce (`issue`), and the target trades the code for a session only in the browser holding the
// nonce (`accept`): a code sent to someone else as a link signs nobody in.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type HostKind, hostKindOf, originFor } from '../../../shared/hosts.ts';
import { hashSecret, newSecret } from './secrets.ts';
import { homeFor } from './session-info.ts';
import { createSession, setSessionCookie, signInCookie } from './sessions.ts';
import { consumeToken, issueToken, tokenLifetimeMs } from './tokens.ts';

export const HANDOFF_NONCE_COOKIE = 'handoff_nonce';
const NONCE_PATH = '/api/auth/handoff';

/** Only paths on our own host: no `//evil.example`, no scheme. */
export function safeNextPath(next: unknown, fallback = '/'): string {
  return typeof next === 'string' && /^\/(?![/\\])[\w\-./?=&%]*$/.test(next) ? next : fallback;
}

function urlOn(request: FastifyRequest, kind: HostKind, path: string, params: Record<string, string>) {
  const { baseHost, protocol } = request.server.config;
  return `${originFor(kind, baseHost, protocol)}${path}?${new URLSearchParams(params)}`;
}

/** Where a signed-in browser goes to carry its session to `target`: the target's `start`. */
export function handoffUrl(
  request: FastifyRequest,
  target: Exclude<HostKind, 'public' | 'noivos'>,
  next: string,
): string {
  const from = hostKindOf(request.headers.host ?? '');
  return urlOn(request, target, '/api/auth/handoff/start', { from, next: safeNextPath(next) });
}

/** On the target host: remember a nonce in this browser and ask the source host for a code. */
export function startHandoff(request: FastifyRequest, reply: FastifyReply, from: HostKind, next: string) {
  const nonce = newSecret();
  reply.setCookie(HANDOFF_NONCE_COOKIE, nonce, {
    ...signInCookie(request, NONCE_PATH),
    maxAge: tokenLifetimeMs.session_handoff / 1000,
  });
  return reply.redirect(urlOn(request, from, '/api/auth/handoff/issue', { nonce, next: safeNextPath(next) }));
}

/** On the source host, with its session: a one-time code for the account's home host, bound to the nonce. */
export async function issueHandoff(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { user: { id: string; role: 'couple' | 'admin' }; familyId: string },
  nonce: string,
  next: string,
) {
  const home = await homeFor(request.server.db, session.user);
  const code = await issueToken(request.server.db, 'session_handoff', session.user.id, {
    familyId: session.familyId,
    target: home.host,
    nonceHash: hashSecret(nonce),
  });
  return reply.redirect(
    urlOn(request, home.host, '/api/auth/handoff', { code, next: safeNextPath(next, home.path) }),
  );
}

/** On the target host: a session only for the browser that holds the code's nonce. */
export async function acceptHandoff(
  request: FastifyRequest,
  reply: FastifyReply,
  code: string,
  next: string,
) {
  const nonce = request.cookies[HANDOFF_NONCE_COOKIE];
  reply.clearCookie(HANDOFF_NONCE_COOKIE, { path: NONCE_PATH });
  if (!nonce) return reply.redirect('/entrar');
  const used = await consumeToken(request.server.db, 'session_handoff', code);
  const here = hostKindOf(request.headers.host ?? '');
  if (!used || used.payload.target !== here || used.payload.nonceHash !== hashSecret(nonce))
    return reply.redirect('/entrar');
  const session = await createSession(request.server.db, used.userId, {
    familyId: String(used.payload.familyId),
    adminSessionHours: request.server.config.adminSessionHours,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  setSessionCookie(request, reply, session.id);
  return reply.redirect(safeNextPath(next));
}
