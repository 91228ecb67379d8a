// Row-level rule (DESIGN.md decision (10)): a couple reads and writes only its own weddings.
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { weddings } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { requireSession } from '../auth/session-plugin.ts';
import type { CurrentSession } from '../auth/sessions.ts';

export async function requireCouple(request: FastifyRequest): Promise<CurrentSession> {
  const session = await requireSession(request);
  if (session.user.role !== 'couple') throw new AppError('COUPLE_ONLY');
  return session;
}

/** The wedding if the caller owns it; another couple's wedding answers as if it did not exist. */
export async function requireOwnWedding(request: FastifyRequest, weddingId: string) {
  const session = await requireCouple(request);
  const [wedding] = await request.server.db
    .select()
    .from(weddings)
    .where(and(eq(weddings.id, weddingId), eq(weddings.coupleId, session.user.id)));
  if (!wedding) throw new AppError('WEDDING_NOT_FOUND');
  return { session, wedding };
}
