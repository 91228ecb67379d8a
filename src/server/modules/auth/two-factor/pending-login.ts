// Between the password and the second factor: an administrator who passed the password holds a
// short-lived cookie (`tfa`, 5 minutes, only sent to the two-factor API) instead of a session. The
// two-factor routes accept that cookie, or an admin's full session (to turn 2FA on in development).
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { users } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import { createSession, setSessionCookie, signInCookie } from '../sessions.ts';
import { consumeToken, issueToken, peekToken, tokenLifetimeMs } from '../tokens.ts';

export const PENDING_LOGIN_COOKIE = 'tfa';
const COOKIE_PATH = '/api/auth/two-factor';

export interface TwoFactorCaller {
  user: { id: string; email: string };
  /** Set when the caller is half-way through signing in (no session yet). */
  pendingToken?: string;
}

const callers = new WeakMap<FastifyRequest, TwoFactorCaller>();

export async function startPendingLogin(request: FastifyRequest, reply: FastifyReply, userId: string) {
  const token = await issueToken(request.server.db, 'two_factor_login', userId);
  reply.setCookie(PENDING_LOGIN_COOKIE, token, {
    ...signInCookie(request, COOKIE_PATH),
    maxAge: tokenLifetimeMs.two_factor_login / 1000,
  });
}

/** Access check of the two-factor routes: a pending sign-in or an admin session; 401/403 otherwise. */
export async function requireTwoFactorCaller(request: FastifyRequest): Promise<TwoFactorCaller> {
  const known = callers.get(request);
  if (known) return known;
  const { db } = request.server;
  const token = request.cookies[PENDING_LOGIN_COOKIE];
  const pending = token ? await peekToken(db, 'two_factor_login', token) : null;
  let caller: TwoFactorCaller | undefined;
  if (token && pending) {
    const [user] = await db
      .select({ id: users.id, email: users.email, status: users.status })
      .from(users)
      .where(eq(users.id, pending.userId));
    if (user?.status === 'active') caller = { user: { id: user.id, email: user.email }, pendingToken: token };
  }
  if (!caller) {
    const session = await request.session();
    if (!session) throw new AppError(token ? 'TWO_FACTOR_LOGIN_EXPIRED' : 'UNAUTHENTICATED');
    if (session.user.role !== 'admin') throw new AppError('FORBIDDEN');
    caller = { user: { id: session.user.id, email: session.user.email } };
  }
  callers.set(request, caller);
  return caller;
}

/** The rate-limit key of a code attempt: the account being signed in to. */
export function twoFactorAccountKey(request: FastifyRequest): string {
  return `2fa|${callers.get(request)?.user.id ?? request.ip}`;
}

/** After the second factor: the pending sign-in becomes a session (once). */
export async function finishPendingLogin(
  request: FastifyRequest,
  reply: FastifyReply,
  caller: TwoFactorCaller,
): Promise<void> {
  if (!caller.pendingToken) return;
  const { db, config } = request.server;
  const used = await consumeToken(db, 'two_factor_login', caller.pendingToken);
  if (!used) throw new AppError('TWO_FACTOR_LOGIN_EXPIRED');
  const created = await createSession(db, used.userId, {
    adminSessionHours: config.adminSessionHours,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  setSessionCookie(request, reply, created.id);
  reply.clearCookie(PENDING_LOGIN_COOKIE, { path: COOKIE_PATH });
}
