// The audit log as the back office browses it: newest first, filtered by the administrator's
// e-mail, the action, the target and a range of days (São Paulo), a page at a time in SQL.
import { and, desc, eq, gte, inArray, like, lt, type SQL, sql } from 'drizzle-orm';
import { coupleNames } from '../../../shared/admin-couples.ts';
import { AUDIT_PAGE_SIZE, type AuditPage, type AuditQuery, auditQuery } from '../../../shared/audit.ts';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { auditLog, couples, users } from '../../db/schema.ts';

const ZONE = 'America/Sao_Paulo';

/** Midnight of a São Paulo day, as an instant. */
const startOfDay = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${ZONE})`;

function filters(query: ReturnType<typeof auditQuery.parse>): SQL | undefined {
  return and(
    query.actor ? like(sql`lower(${users.email})`, `%${escapeLike(query.actor.toLowerCase())}%`) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.targetType ? eq(auditLog.targetType, query.targetType) : undefined,
    query.targetId ? eq(auditLog.targetId, query.targetId) : undefined,
    query.from ? gte(auditLog.createdAt, startOfDay(query.from)) : undefined,
    query.to ? lt(auditLog.createdAt, startOfDay(query.to, 1)) : undefined,
  );
}

type Details = { before?: unknown; after?: unknown };

function nameIn(value: unknown): string | null {
  const name = value && typeof value === 'object' ? (value as { name?: unknown }).name : undefined;
  return typeof name === 'string' ? name : null;
}

export async function listAudit(db: Db, input: AuditQuery): Promise<AuditPage> {
  const query = auditQuery.parse(input);
  const where = filters(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        createdAt: auditLog.createdAt,
        actorId: auditLog.actorUserId,
        actorEmail: users.email,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        details: auditLog.details,
        ip: auditLog.ip,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(where),
  ]);
  // Couples are named by their partners (one query for the page), other targets by their name.
  const coupleIds = rows
    .filter((r) => r.targetType === 'couple' && r.targetId && /^[0-9a-f-]{36}$/.test(r.targetId))
    .map((r) => r.targetId as string);
  const named = coupleIds.length
    ? await db
        .select({ id: couples.userId, name1: couples.name1, name2: couples.name2 })
        .from(couples)
        .where(inArray(couples.userId, coupleIds))
    : [];
  const coupleLabel = new Map(named.map((c) => [c.id, coupleNames(c)]));
  return {
    items: rows.map(({ details, ...r }) => {
      const { before = null, after = null } = (details ?? {}) as Details;
      return {
        ...r,
        createdAt: r.createdAt.toISOString(),
        targetLabel: (r.targetId && coupleLabel.get(r.targetId)) || nameIn(after) || nameIn(before),
        before,
        after,
      };
    }),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}
