// Row-level rule (DESIGN.md decision (10)): a couple reads and writes only its own weddings.
// The edge check (http/access.ts) runs these before validation; handlers call them again to get
// the wedding, and the answer is cached for the request. Shared access (issue 21): the people the
// couple let in (wedding_members, accepted) pass too, with their role; a planner never passes a
// money check.
import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { AnyPgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { couples, weddingMembers, weddings } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { requireSession } from '../auth/session-plugin.ts';
import type { CurrentSession } from '../auth/sessions.ts';

type Wedding = typeof weddings.$inferSelect;
/** Who the caller is on a wedding: the account that created it, its partner or its planner. */
export type WeddingRole = 'owner' | 'partner' | 'planner';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type Let = { wedding: Wedding; role: WeddingRole } | undefined;
const owned = new WeakMap<FastifyRequest, Map<string, Promise<Let>>>();

/** The account is one of the people the wedding's couple let in, and it accepted. */
export const acceptedMember = (weddingId: string | AnyPgColumn, userId: string) =>
  and(
    eq(weddingMembers.weddingId, weddingId),
    eq(weddingMembers.userId, userId),
    isNotNull(weddingMembers.acceptedAt),
  );

export async function requireCouple(request: FastifyRequest): Promise<CurrentSession> {
  const session = await requireSession(request);
  if (session.user.role !== 'couple') throw new AppError('COUPLE_ONLY');
  return session;
}

/**
 * The wedding if the caller owns it or was let in (partner, planner); another couple's wedding
 * answers as if it did not exist.
 */
export async function requireOwnWedding(
  request: FastifyRequest,
  weddingId: string,
): Promise<{ session: CurrentSession; wedding: Wedding; role: WeddingRole }> {
  const session = await requireCouple(request);
  if (!UUID.test(weddingId)) throw new AppError('WEDDING_NOT_FOUND');
  let cache = owned.get(request);
  if (!cache) {
    cache = new Map();
    owned.set(request, cache);
  }
  let pending = cache.get(weddingId);
  if (!pending) {
    const userId = session.user.id;
    pending = request.server.db
      .select({ wedding: weddings, memberRole: weddingMembers.role })
      .from(weddings)
      .leftJoin(weddingMembers, acceptedMember(weddings.id, userId))
      .where(and(eq(weddings.id, weddingId), or(eq(weddings.coupleId, userId), isNotNull(weddingMembers.id))))
      .limit(1)
      .then(([row]) =>
        row
          ? {
              wedding: row.wedding,
              role: row.wedding.coupleId === userId ? 'owner' : (row.memberRole ?? 'planner'),
            }
          : undefined,
      );
    cache.set(weddingId, pending);
  }
  const found = await pending;
  if (!found) throw new AppError('WEDDING_NOT_FOUND');
  return { session, ...found };
}

/** The wedding for the couple itself (owner or partner): a planner is refused (403). */
export async function requireWeddingCouple(request: FastifyRequest, weddingId: string) {
  const access = await requireOwnWedding(request, weddingId);
  if (access.role === 'planner') throw new AppError('MONEY_FORBIDDEN');
  return access;
}

/**
 * A money route without a wedding in its path (step-up): a couple's account, not one that is only
 * some wedding's planner.
 */
export async function requireMoneyAccount(request: FastifyRequest): Promise<CurrentSession> {
  const session = await requireCouple(request);
  const userId = session.user.id;
  const [own] = await request.server.db
    .select({ userId: couples.userId })
    .from(couples)
    .where(eq(couples.userId, userId));
  if (own) return session;
  const [partner] = await request.server.db
    .select({ id: weddingMembers.id })
    .from(weddingMembers)
    .where(
      and(
        eq(weddingMembers.userId, userId),
        eq(weddingMembers.role, 'partner'),
        isNotNull(weddingMembers.acceptedAt),
      ),
    )
    .limit(1);
  if (!partner) throw new AppError('MONEY_FORBIDDEN');
  return session;
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
