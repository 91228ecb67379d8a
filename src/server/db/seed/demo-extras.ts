// The demo couple's paid extras (issue 23): a custom domain made of its link (`mariana-e-joao` →
// `marianaejoao.com.br`) and the site
// keepsake, each bought by PIX in the sandbox a few days ago, so "Serviços Adicionais" shows both
// with their receipts and the finances show extras revenue. They are seeded paid; the extras sweep
// (a minute after start) registers the domain and builds the keepsake, as after a real payment.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type ExtraService, extraPriceCents } from '../../../shared/extras.ts';
import { extraItemName } from '../../modules/extras/create-extra-payment.ts';
import { applyChargeState } from '../../modules/payments/apply-charge-state.ts';
import { getSettings } from '../../modules/settings/service.ts';
import type { Db } from '../client.ts';
import { extraOrders, giftPayments, sandboxCharges, weddings } from '../schema.ts';

const DAY_MS = 86_400_000;
const DEMO_PAYER = { name: 'Mariana Souza', email: 'noivos@exemplo.com.br', cpf: '39053344705' };

async function paidOrder(
  db: Db,
  weddingId: string,
  service: ExtraService,
  daysAgo: number,
  domain: string | null,
): Promise<void> {
  const settings = await getSettings(db);
  const priceCents = extraPriceCents(settings, service);
  const paidAt = new Date(Date.now() - daysAgo * DAY_MS);
  const createdAt = new Date(paidAt.getTime() - 600_000);
  const [order] = await db
    .insert(extraOrders)
    .values({
      weddingId,
      service,
      priceCents,
      token: randomBytes(24).toString('base64url'),
      domain,
      domainMode: domain ? 'registro' : null,
      createdAt,
    })
    .returning();
  if (!order) return;
  const chargeId = `chg_${randomBytes(10).toString('hex')}`;
  const itemName = extraItemName(order);
  const [payment] = await db
    .insert(giftPayments)
    .values({
      weddingId,
      kind: 'servico',
      extraOrderId: order.id,
      itemName,
      contributorName: DEMO_PAYER.name,
      contributorEmail: DEMO_PAYER.email,
      contributorCpf: DEMO_PAYER.cpf,
      giftCents: priceCents,
      grossCents: priceCents,
      feeCents: 0,
      netCents: priceCents,
      feeBasisPoints: 0,
      feePayer: 'couple',
      method: 'pix',
      provider: 'sandbox',
      providerChargeId: chargeId,
      publicToken: randomBytes(24).toString('base64url'),
      idempotencyKey: `demo:${randomBytes(12).toString('hex')}`,
      createdAt,
    })
    .returning({ id: giftPayments.id });
  if (!payment) return;
  await db.insert(sandboxCharges).values({
    id: chargeId,
    method: 'pix',
    amountCents: priceCents,
    description: itemName,
    customerName: DEMO_PAYER.name,
    externalReference: payment.id,
    status: 'paid',
    createdAt,
    updatedAt: paidAt,
  });
  await applyChargeState(db, payment.id, 'paid', {
    at: paidAt,
    recordedAt: paidAt,
    releaseDays: settings.releaseBusinessDays,
  });
}

/** Once: a wedding that has any order already keeps what it has. */
export async function seedDemoExtras(db: Db, weddingId: string): Promise<void> {
  const [any] = await db
    .select({ id: extraOrders.id })
    .from(extraOrders)
    .where(eq(extraOrders.weddingId, weddingId))
    .limit(1);
  if (any) return;
  const [wedding] = await db.select({ slug: weddings.slug }).from(weddings).where(eq(weddings.id, weddingId));
  if (!wedding?.slug) return;
  await paidOrder(db, weddingId, 'dominio', 6, `${wedding.slug.replaceAll('-', '')}.com.br`);
  await paidOrder(db, weddingId, 'copia_do_site', 2, null);
}
