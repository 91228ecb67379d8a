// `/admin/domains`: every domain order with its couple and state, searched and filtered in SQL, a
// page at a time; trying a failed one again and refunding one, both in the audit log.
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdminDomainsPage, AdminDomainsQuery } from '../../../shared/domains-api.ts';
import { escapeLike } from '../../db/like.ts';
import { couples, extraOrders, users, weddings } from '../../db/schema.ts';
import { coupleOfWedding } from '../../db/wedding-couple.ts';
import { AppError } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import { refundExtraOrder } from '../extras/refund-extra-order.ts';
import { retryDomainOrder } from './domain-hooks.ts';

const PAGE_SIZE = 20;

export async function listDomainOrders(
  app: FastifyInstance,
  query: AdminDomainsQuery,
): Promise<AdminDomainsPage> {
  const term = query.busca ? `%${escapeLike(query.busca.toLowerCase())}%` : null;
  const where: SQL | undefined = and(
    eq(extraOrders.service, 'dominio'),
    query.status === 'todos' ? undefined : eq(extraOrders.status, query.status),
    term
      ? or(
          ilike(extraOrders.domain, term),
          ilike(users.email, term),
          ilike(couples.name1, term),
          ilike(couples.name2, term),
        )
      : undefined,
  );
  // The page and how many match in all, in one query (the count over the filtered rows).
  const rows = await app.db
    .select({
      id: extraOrders.id,
      domain: extraOrders.domain,
      mode: extraOrders.domainMode,
      status: extraOrders.status,
      name1: couples.name1,
      name2: couples.name2,
      email: users.email,
      weddingId: extraOrders.weddingId,
      priceCents: extraOrders.priceCents,
      failureReason: extraOrders.failureReason,
      createdAt: extraOrders.createdAt,
      paidAt: extraOrders.paidAt,
      activeAt: extraOrders.activeAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(extraOrders)
    .innerJoin(weddings, eq(weddings.id, extraOrders.weddingId))
    .innerJoin(users, eq(users.id, weddings.coupleId))
    .innerJoin(couples, coupleOfWedding)
    .where(where)
    .orderBy(desc(extraOrders.createdAt), desc(extraOrders.id))
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  return {
    items: rows.map((r) => ({
      id: r.id,
      domain: r.domain ?? '',
      mode: r.mode ?? 'registro',
      status: r.status,
      coupleNames: `${r.name1 ?? ''} & ${r.name2 ?? ''}`,
      coupleEmail: r.email,
      weddingId: r.weddingId,
      priceCents: r.priceCents,
      failureReason: r.failureReason,
      createdAt: r.createdAt.toISOString(),
      paidAt: r.paidAt?.toISOString() ?? null,
      activeAt: r.activeAt?.toISOString() ?? null,
    })),
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize: PAGE_SIZE,
  };
}

async function domainOrder(app: FastifyInstance, id: string) {
  const [order] = await app.db
    .select()
    .from(extraOrders)
    .where(and(eq(extraOrders.id, id), eq(extraOrders.service, 'dominio')));
  if (!order) throw new AppError('EXTRA_ORDER_NOT_FOUND');
  return order;
}

export async function retryDomain(app: FastifyInstance, actor: AuditActor, id: string): Promise<void> {
  const before = await domainOrder(app, id);
  await retryDomainOrder(app, id);
  const after = await domainOrder(app, id);
  await recordAudit(app.db, actor, {
    action: 'domain.retry',
    targetType: 'extra_order',
    targetId: id,
    before: { status: before.status, failureReason: before.failureReason },
    after: { status: after.status, domain: after.domain },
  });
}

export async function refundDomain(app: FastifyInstance, actor: AuditActor, id: string): Promise<void> {
  const before = await domainOrder(app, id);
  if (!before.paidAt || before.status === 'estornado') throw new AppError('DOMAIN_NOT_REFUNDABLE');
  await refundExtraOrder(app, actor, id);
  const after = await domainOrder(app, id);
  await recordAudit(app.db, actor, {
    action: 'domain.refund',
    targetType: 'extra_order',
    targetId: id,
    before: { status: before.status },
    after: { status: after.status, domain: after.domain },
  });
}
