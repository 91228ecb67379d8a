// Server-side sessions (DESIGN.md section 5): random ids in HttpOnly cookies, hashed in the
// database, sliding expiry, one family per login so logout ends the session on every host.
import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import { hashSecret, newSecret } from './secrets.ts';

export const SESSION_COOKIE = 'sid';
const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export interface SessionUser {
  id: string;
  email: string;
  role: 'couple' | 'admin';
  status: 'active' | 'inactive';
  emailVerified: boolean;
  hasPassword: boolean;
}

export interface CurrentSession {
  idHash: string;
  familyId: string;
  user: SessionUser;
}

/**
 * A new session. Couples get 30 days, renewed while in use; administrators get `adminSessionHours`
 * (ADMIN_SESSION_HOURS) from sign-in, never renewed, so a forgotten admin tab does not stay open.
 */
export async function createSession(
  db: Db,
  userId: string,
  meta: { familyId?: string; ip?: string; userAgent?: string; adminSessionHours: number },
): Promise<{ id: string; familyId: string }> {
  const id = newSecret();
  const familyId = meta.familyId ?? randomUUID();
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  const lifetimeMs = user?.role === 'admin' ? meta.adminSessionHours * HOUR_MS : SESSION_DAYS * DAY_MS;
  await db.insert(sessions).values({
    idHash: hashSecret(id),
    userId,
    familyId,
    expiresAt: new Date(Date.now() + lifetimeMs),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300),
  });
  return { id, familyId };
}

/** The live session behind a cookie value, extending it when past half its life. */
export async function findSession(
  db: Db,
  id: string,
  /** An admin's session older than this is over, whatever its expiry said when it was created. */
  adminSessionHours: number,
): Promise<(CurrentSession & { renewed: boolean }) | null> {
  const idHash = hashSecret(id);
  const [row] = await db
    .select({
      familyId: sessions.familyId,
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
      id: users.id,
      email: users.email,
      role: users.role,
      status: users.status,
      emailVerifiedAt: users.emailVerifiedAt,
      passwordHash: users.passwordHash,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, new Date())));
  if (row?.status !== 'active') return null;
  if (row.role === 'admin' && Date.now() - row.createdAt.getTime() > adminSessionHours * HOUR_MS) return null;
  const renewed = row.role !== 'admin' && row.expiresAt.getTime() - Date.now() < (SESSION_DAYS / 2) * DAY_MS;
  if (renewed) {
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS) })
      .where(eq(sessions.idHash, idHash));
  }
  return {
    idHash,
    familyId: row.familyId,
    renewed,
    user: {
      id: row.id,
      email: row.email,
      role: row.role,
      status: row.status,
      emailVerified: row.emailVerifiedAt !== null,
      hasPassword: row.passwordHash !== null,
    },
  };
}

/** Whether a session still counts: not ended, not expired, its account active (no renewal). */
export async function isSessionLive(db: Db, idHash: string): Promise<boolean> {
  const [row] = await db
    .select({ status: users.status })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, new Date())));
  return row?.status === 'active';
}

export async function endSessionFamily(db: Db, familyId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.familyId, familyId));
}

export async function endAllSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Every sign-in cookie: out of scripts' reach, not sent on other sites' POSTs, HTTPS-only under HTTPS. */
export function signInCookie(request: FastifyRequest, path: string) {
  return {
    path,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.config.protocol === 'https',
  } as const;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, id: string): void {
  // The server's expiry decides; an admin's cookie outliving it only carries a dead id.
  reply.setCookie(SESSION_COOKIE, id, { ...signInCookie(request, '/'), maxAge: SESSION_DAYS * 86_400 });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, signInCookie(request, '/'));
}
