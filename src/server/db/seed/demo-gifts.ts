// The demo couple's first gifts, as guests would have given them through the sandbox provider: the
// sandbox's own record of each paid charge, and the payment confirmed by the code that confirms real
// payments (ledger, wallet and daily money summary) on the day it was paid. The older ones are
// available to withdraw, the recent ones wait for their release, so the couple's wallet, "Presentes
// recebidos" and the back office have something to show on a fresh start.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { splitGift } from '../../../shared/fees.ts';
import { applyChargeState } from '../../modules/payments/apply-charge-state.ts';
import { getSettings } from '../../modules/settings/service.ts';
import type { Db } from '../client.ts';
import { giftListItems, weddings } from '../schema.ts';
import { insertSandboxGift } from './sandbox-gift.ts';

const DAY_MS = 86_400_000;

export interface DemoGift {
  guest: string;
  email: string;
  /** A gift of the demo list by name, or the list's next catalogue gift. */
  item?: string;
  quantity: number;
  method: 'pix' | 'boleto' | 'card';
  installments?: number;
  message?: string;
  paidDaysAgo: number;
}

export const demoGifts: DemoGift[] = [
  {
    guest: 'Cida Moraes',
    email: 'tia.cida@exemplo.com.br',
    item: 'Lua de mel em Paris',
    quantity: 2,
    method: 'pix',
    message: 'Que a lua de mel seja inesquecível! Com carinho, tia Cida.',
    paidDaysAgo: 21,
  },
  {
    guest: 'Carlos e Beatriz Andrade',
    email: 'carlos.andrade@exemplo.com.br',
    item: 'Lua de mel em Paris',
    quantity: 1,
    method: 'card',
    installments: 3,
    message: 'Um brinde em Paris por nós!',
    paidDaysAgo: 12,
  },
  {
    guest: 'Lurdes Siqueira',
    email: 'vo.lurdes@exemplo.com.br',
    quantity: 1,
    method: 'boleto',
    paidDaysAgo: 9,
  },
  {
    guest: 'Rafael Lima',
    email: 'rafa.lima@exemplo.com.br',
    item: 'Lua de mel em Paris',
    quantity: 1,
    method: 'pix',
    message: 'Felicidades ao casal!',
    paidDaysAgo: 1,
  },
  { guest: 'Equipe do escritório', email: 'rh@exemplo.com.br', quantity: 1, method: 'card', paidDaysAgo: 0 },
];

export async function seedDemoGifts(db: Db, weddingId: string, now = new Date()) {
  const [wedding] = await db.select().from(weddings).where(eq(weddings.id, weddingId));
  if (!wedding) return;
  const settings = await getSettings(db);
  const items = await db
    .select()
    .from(giftListItems)
    .where(eq(giftListItems.weddingId, weddingId))
    .orderBy(giftListItems.createdAt, giftListItems.id);
  const catalogue = items.filter((i) => i.productId !== null && i.quantityAvailable > 0);
  let next = 0;
  for (const gift of demoGifts) {
    const item = gift.item ? items.find((i) => i.name === gift.item) : catalogue[next++];
    if (!item) continue;
    const giftCents = item.priceCents * gift.quantity;
    const split = splitGift(giftCents, settings.giftFeeBasisPoints, wedding.feePayer);
    // An hour before now, that many days ago: every gift is in the past, today's too.
    const paidAt = new Date(now.getTime() - gift.paidDaysAgo * DAY_MS - 3_600_000);
    const chargeId = `chg_${randomBytes(10).toString('hex')}`;
    const card = gift.method === 'card' ? { cardBrand: 'visa', cardLast4: '4242' } : {};
    const createdAt = new Date(paidAt.getTime() - 300_000);
    const paymentId = await insertSandboxGift(db, {
      weddingId,
      feePayer: wedding.feePayer,
      item,
      quantity: gift.quantity,
      giftCents,
      split,
      guestName: gift.guest,
      guestEmail: gift.email,
      method: gift.method,
      chargeId,
      payment: { message: gift.message ?? null, installments: gift.installments ?? 1, ...card, createdAt },
      charge: { installments: gift.installments ?? 1, status: 'paid', ...card, createdAt, updatedAt: paidAt },
    });
    if (!paymentId) continue;
    await applyChargeState(db, paymentId, 'paid', {
      at: paidAt,
      recordedAt: paidAt,
      releaseDays: settings.releaseBusinessDays,
    });
  }
}
