// Row-level rule (DESIGN.md decision (10)): a couple reads and writes only its own weddings.
// The edge check (http/access.ts) runs these before validation; handlers call them again to get
// the wedding, and the answer is cached for the request.
import { and, eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { couples, weddings } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { requireSession } from '../auth/session-plugin.ts';
import type { CurrentSession } from '../auth/sessions.ts';

type Wedding = typeof weddings.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const owned = new WeakMap<FastifyRequest, Map<string, Promise<Wedding | undefined>>>();

export async function requireCouple(request: FastifyRequest): Promise<CurrentSession> {
  const session = await requireSession(request);
  if (session.user.role !== 'couple') throw new AppError('COUPLE_ONLY');
  return session;
}

/** The wedding if the caller owns it; another couple's wedding answers as if it did not exist. */
export async function requireOwnWedding(
  request: FastifyRequest,
  weddingId: string,
): Promise<{ session: CurrentSession; wedding: Wedding }> {
  const session = await requireCouple(request);
  if (!UUID.test(weddingId)) throw new AppError('WEDDING_NOT_FOUND');
  let cache = owned.get(request);
  if (!cache) {
    cache = new Map();
    owned.set(request, cache);
  }
  let pending = cache.get(weddingId);
  if (!pending) {
    pending = request.server.db
      .select()
      .from(weddings)
      .where(and(eq(weddings.id, weddingId), eq(weddings.coupleId, session.user.id)))
      .then(([row]) => row);
    cache.set(weddingId, pending);
  }
  const wedding = await pending;
  if (!wedding) throw new AppError('WEDDING_NOT_FOUND');
  return { session, wedding };
}

/** The wedding a `/api/weddings/:weddingId/...` route's path names, once its owner is let through. */
export async function pathWedding(
  request: FastifyRequest & { params: { weddingId: string } },
): Promise<Wedding> {
  return (await requireOwnWedding(request, request.params.weddingId)).wedding;
}

/** The signed-in couple's own row, the columns asked for; a session with none is not signed in. */
export async function coupleRow<C extends SelectedFields>(db: Db, userId: string, columns: C) {
  const [couple] = await db.select(columns).from(couples).where(eq(couples.userId, userId));
  if (!couple) throw new AppError('UNAUTHENTICATED');
  return couple;
}
