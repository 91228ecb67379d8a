// The hop between hosts (DESIGN.md section 2): cookies are per host, so a signed-in browser gets a
// one-time code valid for a minute that the target host trades for a session of the same family.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type HostKind, hostKindOf, originFor } from '../../../shared/hosts.ts';
import { createSession, setSessionCookie } from './sessions.ts';
import { consumeToken, issueToken } from './tokens.ts';

/** Only paths on our own host: no `//evil.example`, no scheme. */
export function safeNextPath(next: unknown, fallback = '/'): string {
  return typeof next === 'string' && /^\/(?![/\\])[\w\-./?=&%]*$/.test(next) ? next : fallback;
}

export async function handoffUrl(
  request: FastifyRequest,
  session: { user: { id: string }; familyId: string },
  target: Exclude<HostKind, 'public' | 'noivos'>,
  next: string,
): Promise<string> {
  const { db, config } = request.server;
  const code = await issueToken(db, 'session_handoff', session.user.id, {
    familyId: session.familyId,
    target,
  });
  const params = new URLSearchParams({ code, next: safeNextPath(next) });
  return `${originFor(target, config.baseHost, config.protocol)}/api/auth/handoff?${params}`;
}

export async function acceptHandoff(
  request: FastifyRequest,
  reply: FastifyReply,
  code: string,
  next: string,
) {
  const used = await consumeToken(request.server.db, 'session_handoff', code);
  const here = hostKindOf(request.headers.host ?? '');
  if (!used || used.payload.target !== here) return reply.redirect('/entrar');
  const session = await createSession(request.server.db, used.userId, {
    familyId: String(used.payload.familyId),
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  setSessionCookie(request, reply, session.id);
  return reply.redirect(safeNextPath(next));
}
