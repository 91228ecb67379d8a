// A couple's custom domain (issue 23): the checks before an order is made, and the service once it
// is paid. A new name is registered by the registrar in a job (pago → registrando → ativo, or
// falhou); a name the couple owns waits for its DNS (pago → aguardando_dns → ativo), checked by a
// job every 10 minutes and on the couple's "Verificar agora".
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { domainMessages, normaliseDomain, registrableEnding } from '../../../shared/domains.ts';
import type { DomainMode } from '../../../shared/extras.ts';
import { couples, extraOrders, giftPayments, users, weddings } from '../../db/schema.ts';
import { coupleOfWedding } from '../../db/wedding-couple.ts';
import { AppError } from '../../http/errors.ts';
import { concludedPaymentsOf } from '../extras/extra-order-states.ts';
import { pointsToUs } from './dns-check.ts';
import { domainHeld } from './domain-holder.ts';
import { isPlatformHost } from './domain-lookup.ts';
import type { Registrar } from './registrar.ts';
import { sandboxRegistrar } from './sandbox-registrar.ts';

export const DOMAIN_REGISTER_JOB = 'domain-register';

/**
 * The registrar REGISTRAR names: the sandbox (the default) in development and on a staging host with
 * ALLOW_SANDBOX, never in production; a real reseller's adapter goes here. None: no name is
 * offered for registration (search answers "Indisponível"), while own domains still work.
 */
export function registrarFor(app: FastifyInstance): Registrar | null {
  const { registrar, development, allowSandbox } = app.config;
  if (registrar === 'sandbox') return development || allowSandbox ? sandboxRegistrar() : null;
  return null;
}

/** A name typed by the couple, normalised, or the pt-BR reason it cannot be ordered. */
export async function checkDomainForOrder(
  app: FastifyInstance,
  input: { weddingId: string; domain: string; mode: DomainMode },
): Promise<string> {
  const domain = normaliseDomain(input.domain);
  if (!domain) throw new AppError('DOMAIN_INVALID');
  if (isPlatformHost(domain, app.config.baseHost)) throw new AppError('DOMAIN_PLATFORM_HOST');
  if (input.mode === 'registro' && !registrableEnding(domain)) throw new AppError('DOMAIN_ENDING');
  if (await domainHeld(app.db, domain)) throw new AppError('DOMAIN_TAKEN');
  if (input.mode === 'registro') {
    const registrar = registrarFor(app);
    if (!registrar) throw new AppError('DOMAIN_UNAVAILABLE');
    if (!(await registrar.checkAvailability(domain)).available) throw new AppError('DOMAIN_UNAVAILABLE');
  } else if (!app.config.customDomainIp) {
    throw new AppError('DOMAIN_UNAVAILABLE');
  }
  return domain;
}

/** Moves an order on from `from` (none moves it twice); whether this call moved it. */
async function move(
  app: FastifyInstance,
  orderId: string,
  from: readonly string[],
  set: Partial<typeof extraOrders.$inferInsert>,
): Promise<boolean> {
  const moved = await app.db
    .update(extraOrders)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(extraOrders.id, orderId), inArray(extraOrders.status, from as never)))
    .returning({ id: extraOrders.id });
  return moved.length > 0;
}

/** The order was paid: registration queued, or the wait for DNS begun (and checked at once). */
export async function startDomainService(app: FastifyInstance, orderId: string): Promise<void> {
  const [order] = await app.db.select().from(extraOrders).where(eq(extraOrders.id, orderId));
  if (order?.service !== 'dominio') return;
  if (order.domainMode === 'proprio') {
    if (await move(app, orderId, ['pago'], { status: 'aguardando_dns' })) await checkDns(app, orderId);
    return;
  }
  if (await move(app, orderId, ['pago', 'falhou'], { status: 'registrando', failureReason: null }))
    await app.jobs.send(DOMAIN_REGISTER_JOB, { orderId }, { singletonKey: orderId });
}

/** The registrar's part, in the job: registered (active), still pending (asked again), or failed. */
export async function registerDomain(
  app: FastifyInstance,
  orderId: string,
): Promise<'ativo' | 'pending' | 'falhou' | null> {
  const [order] = await app.db.select().from(extraOrders).where(eq(extraOrders.id, orderId));
  if (order?.status !== 'registrando' || !order.domain) return null;
  const registrar = registrarFor(app);
  if (!registrar) {
    await move(app, orderId, ['registrando'], {
      status: 'falhou',
      failureReason: domainMessages.unavailable,
    });
    return 'falhou';
  }
  const result = order.registrarOrderId
    ? await registrar.getRegistration(order.registrarOrderId)
    : await registrar.register(order.domain, await registrant(app, order.weddingId, order.id));
  const id = 'id' in result ? (result.id as string) : order.registrarOrderId;
  if (result.state === 'pending') {
    await app.db
      .update(extraOrders)
      .set({ registrar: registrar.name, registrarOrderId: id, updatedAt: new Date() })
      .where(eq(extraOrders.id, orderId));
    return 'pending';
  }
  const active = result.state === 'active';
  const now = new Date();
  await move(app, orderId, ['registrando'], {
    registrar: registrar.name,
    registrarOrderId: id,
    status: active ? 'ativo' : 'falhou',
    activeAt: active ? now : null,
    failureReason: active ? null : (result.reason ?? domainMessages.unavailable),
  });
  if (active) await app.siteChanged(order.weddingId);
  return active ? 'ativo' : 'falhou';
}

/** Who the name is registered to: the couple's account, with the payer's CPF (Registro.br asks). */
async function registrant(app: FastifyInstance, weddingId: string, orderId: string) {
  const [row] = await app.db
    .select({ email: users.email, name1: couples.name1, name2: couples.name2 })
    .from(weddings)
    .innerJoin(users, eq(users.id, weddings.coupleId))
    .innerJoin(couples, coupleOfWedding)
    .where(eq(weddings.id, weddingId));
  const [paid] = await app.db
    .select({ name: giftPayments.contributorName, cpf: giftPayments.contributorCpf })
    .from(giftPayments)
    .where(concludedPaymentsOf(orderId));
  return {
    name: paid?.name ?? `${row?.name1 ?? ''} ${row?.name2 ?? ''}`.trim(),
    email: row?.email ?? '',
    cpf: paid?.cpf ?? null,
  };
}

/** A name the couple owns: active once its apex resolves to us. */
export async function checkDns(
  app: FastifyInstance,
  orderId: string,
): Promise<{ apex: boolean; www: boolean }> {
  const [order] = await app.db.select().from(extraOrders).where(eq(extraOrders.id, orderId));
  if (!order?.domain || order.status !== 'aguardando_dns') throw new AppError('DOMAIN_NOT_WAITING_DNS');
  const found = await pointsToUs(app.config, order.domain);
  const now = new Date();
  if (found.apex) {
    if (await move(app, orderId, ['aguardando_dns'], { status: 'ativo', activeAt: now, dnsCheckedAt: now }))
      await app.siteChanged(order.weddingId);
  } else {
    await app.db.update(extraOrders).set({ dnsCheckedAt: now }).where(eq(extraOrders.id, orderId));
  }
  return found;
}

/** The back office tries a failed registration again. */
export async function retryDomainOrder(app: FastifyInstance, orderId: string): Promise<void> {
  const [order] = await app.db.select().from(extraOrders).where(eq(extraOrders.id, orderId));
  if (order?.service !== 'dominio') throw new AppError('EXTRA_ORDER_NOT_FOUND');
  if (order.status !== 'falhou' || !order.paidAt) throw new AppError('DOMAIN_RETRY_ONLY_FAILED');
  if (await domainHeld(app.db, order.domain ?? '', order.id)) throw new AppError('DOMAIN_TAKEN');
  if (order.domainMode === 'proprio') {
    await move(app, orderId, ['falhou'], { status: 'aguardando_dns', failureReason: null });
    return;
  }
  await startDomainService(app, orderId);
}
