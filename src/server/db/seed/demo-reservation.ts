// A boleto the demo couple's guest has not paid yet: it reserves one quota of "Lua de mel em
// Paris" (ADR 013), shows as pending in "Presentes recebidos", and /dev/pagamentos can pay it.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { todayIn } from '../../../shared/dates.ts';
import { splitGift } from '../../../shared/fees.ts';
import { boletoLine } from '../../../shared/payments/boleto.ts';
import { getSettings } from '../../modules/settings/service.ts';
import type { Db } from '../client.ts';
import { giftListItems, weddings } from '../schema.ts';
import { insertSandboxGift } from './sandbox-gift.ts';

const DUE_IN_DAYS = 3;

export async function seedDemoReservation(db: Db, weddingId: string, now = new Date()) {
  const [wedding] = await db.select().from(weddings).where(eq(weddings.id, weddingId));
  const [item] = await db
    .select()
    .from(giftListItems)
    .where(and(eq(giftListItems.weddingId, weddingId), eq(giftListItems.name, 'Lua de mel em Paris')));
  if (!wedding || !item) return;
  const settings = await getSettings(db);
  const split = splitGift(item.priceCents, settings.giftFeeBasisPoints, wedding.feePayer);
  const dueDate = todayIn('America/Sao_Paulo', new Date(now.getTime() + DUE_IN_DAYS * 86_400_000));
  const chargeId = `chg_${randomBytes(10).toString('hex')}`;
  const line = boletoLine({
    bankCode: '999',
    dueDate,
    amountCents: split.grossCents,
    freeField: chargeId.replace(/\D/g, '').padEnd(25, '0').slice(0, 25),
  }).formatted;
  await insertSandboxGift(db, {
    weddingId,
    feePayer: wedding.feePayer,
    item,
    quantity: 1,
    giftCents: item.priceCents,
    split,
    guestName: 'Marcos Teixeira',
    guestEmail: 'marcos.teixeira@exemplo.com.br',
    method: 'boleto',
    chargeId,
    payment: { boletoLine: line, boletoDueDate: dueDate },
    charge: { expiresAt: new Date(`${dueDate}T23:59:59-03:00`) },
  });
}
