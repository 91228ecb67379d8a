// The site keepsake's service (issue 23): once paid (or asked again within its year), its zip is
// built in a job (gerando → ativo, "Pronta"), kept apart from public uploads, and the couple is
// e-mailed; a refunded order is never built nor downloaded.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { EXTRAS_PANEL_PATH, KEEPSAKE_REBUILD_DAYS, keepsakeTexts as k } from '../../../shared/extras.ts';
import { originFor } from '../../../shared/hosts.ts';
import { extraOrders, weddings } from '../../db/schema.ts';
import { weddingRow } from '../../db/wedding-rows.ts';
import { AppError } from '../../http/errors.ts';
import type { JobAttempt } from '../jobs/job-queue.ts';
import { queueMail } from '../mail/mail-job.ts';
import { composeMail } from '../mail/templates.ts';
import { weddingOwnerEmail } from '../weddings/wedding-owner.ts';
import { buildKeepsakeZip } from './build-keepsake.ts';
import { keepsakeStore } from './keepsake-store.ts';

export const KEEPSAKE_JOB = 'keepsake-build';
/** A failed build is tried again this many times (2 s, 4 s, 8 s later) before the order 'falhou'. */
export const KEEPSAKE_RETRIES = 3;

const DAY_MS = 86_400_000;

/** The zip's name in the keepsake store: one a build, never guessed from the order. */
const fileKey = (orderId: string) => `copia-${orderId}-${Date.now().toString(36)}.zip`;

/** A wedding's keepsake order (another wedding's is none). */
async function keepsakeOrder(app: FastifyInstance, weddingId: string, orderId: string) {
  const [order] = await app.db
    .select()
    .from(extraOrders)
    .where(and(weddingRow(extraOrders, weddingId, orderId), eq(extraOrders.service, 'copia_do_site')));
  return order;
}

/** The order was paid, or the couple asked for a new copy: to 'gerando', and the build queued. */
export async function startKeepsakeService(app: FastifyInstance, orderId: string): Promise<void> {
  const moved = await app.db
    .update(extraOrders)
    .set({ status: 'gerando', failureReason: null, updatedAt: new Date() })
    .where(
      and(
        eq(extraOrders.id, orderId),
        eq(extraOrders.service, 'copia_do_site'),
        inArray(extraOrders.status, ['pago', 'ativo', 'falhou']),
      ),
    )
    .returning({ id: extraOrders.id });
  if (moved.length)
    await app.jobs.send(KEEPSAKE_JOB, { orderId }, { singletonKey: orderId, retryLimit: KEEPSAKE_RETRIES });
}

/** A new copy, with the latest messages: allowed for a year after the purchase. */
export async function rebuildKeepsake(
  app: FastifyInstance,
  weddingId: string,
  orderId: string,
): Promise<void> {
  const order = await keepsakeOrder(app, weddingId, orderId);
  if (!order?.paidAt || order.status === 'estornado') throw new AppError('EXTRA_ORDER_NOT_FOUND');
  if (Date.now() > order.paidAt.getTime() + KEEPSAKE_REBUILD_DAYS * DAY_MS)
    throw new AppError('KEEPSAKE_REBUILD_CLOSED');
  if (order.status === 'gerando') return;
  await startKeepsakeService(app, orderId);
}

/**
 * The job: builds the zip, keeps it, and tells the couple. A failure is thrown back to the queue,
 * which tries again; after the last try the order 'falhou', with its reason, for the couple to retry.
 */
export async function buildKeepsake(
  app: FastifyInstance,
  orderId: string,
  attempt: JobAttempt = { retryCount: 0, retryLimit: 0 },
): Promise<void> {
  const [order] = await app.db.select().from(extraOrders).where(eq(extraOrders.id, orderId));
  if (order?.status !== 'gerando') return;
  const store = await keepsakeStore(app.config);
  let name: string;
  try {
    const zip = await buildKeepsakeZip(app, order.weddingId);
    name = fileKey(orderId);
    await store.put(name, zip, 'application/zip');
  } catch (err) {
    app.log.error({ err, orderId, retryCount: attempt.retryCount }, 'keepsake build failed');
    if (attempt.retryCount < attempt.retryLimit) throw err;
    await app.db
      .update(extraOrders)
      .set({ status: 'falhou', failureReason: k.failed, updatedAt: new Date() })
      .where(and(eq(extraOrders.id, orderId), eq(extraOrders.status, 'gerando')));
    return;
  }
  const now = new Date();
  const [done] = await app.db
    .update(extraOrders)
    .set({ status: 'ativo', fileKey: name, builtAt: now, activeAt: order.activeAt ?? now, updatedAt: now })
    .where(and(eq(extraOrders.id, orderId), eq(extraOrders.status, 'gerando')))
    .returning({ id: extraOrders.id });
  // Refunded meanwhile: the copy is not kept.
  if (!done) return void (await store.remove(name));
  if (order.fileKey && order.fileKey !== name) await store.remove(order.fileKey);
  const ownerEmail = await weddingOwnerEmail(app.db, order.weddingId);
  if (ownerEmail)
    await queueMail(
      app.jobs,
      composeMail({
        to: ownerEmail,
        subject: k.readySubject,
        title: k.readyTitle,
        lines: [...k.readyLines],
        action: {
          label: k.readyAction,
          url: `${originFor('painel', app.config.baseHost, app.config.protocol)}${EXTRAS_PANEL_PATH}`,
        },
      }),
      order.weddingId,
    );
}

/** The zip of a wedding's ready keepsake, or null (another wedding's, not ready, refunded). */
export async function keepsakeFile(app: FastifyInstance, weddingId: string, orderId: string) {
  const order = await keepsakeOrder(app, weddingId, orderId);
  if (!order?.fileKey || order.status === 'estornado' || !order.builtAt) return null;
  const store = await keepsakeStore(app.config);
  const file = await store.read(order.fileKey);
  if (!file) return null;
  const [wedding] = await app.db
    .select({ slug: weddings.slug })
    .from(weddings)
    .where(eq(weddings.id, weddingId));
  const name = wedding?.slug ? `copia-do-site-${wedding.slug}.zip` : 'copia-do-site.zip';
  return { data: file.data, builtAt: order.builtAt, name };
}

/** A refund ends the copy: its file goes. */
export async function dropKeepsake(app: FastifyInstance, orderId: string): Promise<void> {
  const [order] = await app.db.select().from(extraOrders).where(eq(extraOrders.id, orderId));
  if (!order?.fileKey || order.status !== 'estornado') return;
  await (await keepsakeStore(app.config)).remove(order.fileKey);
  await app.db.update(extraOrders).set({ fileKey: null }).where(eq(extraOrders.id, orderId));
}
