// Every admin action that changes something is written here (DESIGN.md decision (8)): who, what,
// when, and the values before and after. Call it with the transaction that makes the change, so
// the change and its record land together or not at all.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { requireAdmin } from '../auth/session-plugin.ts';

/** A transaction or the database itself. */
type Executor = Pick<Db, 'insert'>;

export interface AuditActor {
  userId: string;
  ip?: string;
}

export interface AuditEntry {
  /** What was done, as `<area>.<verb>`: `category.create`, `couple.deactivate`, `settings.update`. */
  action: string;
  targetType: string;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(db: Executor, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: actor.userId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    details: { before: entry.before ?? null, after: entry.after ?? null },
    ip: actor.ip ?? null,
  });
}

/** The signed-in admin making this request, as the audit log names them. */
export async function auditActor(request: FastifyRequest): Promise<AuditActor> {
  const session = await requireAdmin(request);
  return { userId: session.user.id, ip: request.ip };
}

/**
 * The handler of a back-office route on one record: `change(db, admin, id, body)` with the record's
 * id from the path parameter `key`; `change` audits what it does.
 */
export function auditedChange<K extends string, B, T>(
  db: Db,
  key: K,
  change: (db: Db, actor: AuditActor, id: string, body: B) => Promise<T>,
) {
  return async (request: FastifyRequest & { params: Record<K, string>; body: B }): Promise<T> =>
    change(db, await auditActor(request), request.params[key], request.body);
}

/**
 * `auditedChange` for a record inside another (a theme's section): `change(db, admin, parentId, id,
 * body)` with the ids from the path parameters `parentKey` and `key`.
 */
export function auditedChildChange<P extends string, K extends string, B, T>(
  db: Db,
  parentKey: P,
  key: K,
  change: (db: Db, actor: AuditActor, parentId: string, id: string, body: B) => Promise<T>,
) {
  return async (request: FastifyRequest & { params: Record<P | K, string>; body: B }): Promise<T> =>
    change(db, await auditActor(request), request.params[parentKey], request.params[key], request.body);
}
