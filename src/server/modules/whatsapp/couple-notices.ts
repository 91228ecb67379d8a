// The couple's WhatsApp notices ("Avisos pelo WhatsApp" in the panel): a number they chose and gave
// their consent for, and which notices go to it: each gift received, each withdrawal paid, and a
// daily digest of new RSVP answers. A couple who never turned them on gets nothing; a number that
// replied SAIR gets nothing until the couple saves their choice again (a new consent).
import { and, count, eq, gt, sql, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { todayIn } from '../../../shared/dates.ts';
import { brazilianPhone, phoneLabel } from '../../../shared/guest-phone.ts';
import { formatBRL } from '../../../shared/money.ts';
import { pixKeyTypeLabels } from '../../../shared/payments/pix.ts';
import type { CoupleNotices, CoupleNoticesInput, WhatsAppTemplateName } from '../../../shared/whatsapp.ts';
import {
  couples,
  type giftPayments,
  rsvps,
  weddings,
  whatsappContacts,
  whatsappCoupleNotices,
  type withdrawals,
} from '../../db/schema.ts';
import { coupleOfWedding } from '../../db/wedding-couple.ts';
import { what } from '../payments/payment-mails.ts';
import { optedOut, queueWhatsApp } from './whatsapp-sender.ts';

type Payment = typeof giftPayments.$inferSelect;
type Withdrawal = typeof withdrawals.$inferSelect;

export const RSVP_DIGEST_JOB = 'whatsapp-rsvp-digest';

export async function getCoupleNotices(app: FastifyInstance, weddingId: string): Promise<CoupleNotices> {
  const [row] = await app.db
    .select()
    .from(whatsappCoupleNotices)
    .where(eq(whatsappCoupleNotices.weddingId, weddingId));
  if (!row) {
    const [couple] = await app.db
      .select({ phone: couples.phone })
      .from(weddings)
      .innerJoin(couples, coupleOfWedding)
      .where(eq(weddings.id, weddingId));
    const phone = couple?.phone ? brazilianPhone(couple.phone) : null;
    return {
      enabled: false,
      phone: phone ? phoneLabel(phone) : '',
      giftReceived: true,
      payoutPaid: true,
      rsvpDigest: false,
      optedOut: false,
      available: app.whatsapp !== null,
    };
  }
  return {
    enabled: true,
    phone: phoneLabel(row.phone),
    giftReceived: row.giftReceived,
    payoutPaid: row.payoutPaid,
    rsvpDigest: row.rsvpDigest,
    optedOut: await optedOut(app, row.phone),
    available: app.whatsapp !== null,
  };
}

/** Saves the couple's choice; turning the notices on is their consent, which lifts an earlier SAIR. */
export async function saveCoupleNotices(
  app: FastifyInstance,
  weddingId: string,
  input: CoupleNoticesInput,
): Promise<CoupleNotices> {
  if (!input.enabled) {
    await app.db.delete(whatsappCoupleNotices).where(eq(whatsappCoupleNotices.weddingId, weddingId));
    return getCoupleNotices(app, weddingId);
  }
  const phone = brazilianPhone(input.phone) ?? '';
  const choice = {
    phone,
    giftReceived: input.giftReceived,
    payoutPaid: input.payoutPaid,
    rsvpDigest: input.rsvpDigest,
  };
  await app.db.transaction(async (tx) => {
    await tx
      .insert(whatsappCoupleNotices)
      .values({ weddingId, ...choice })
      .onConflictDoUpdate({
        target: whatsappCoupleNotices.weddingId,
        set: { ...choice, updatedAt: new Date() },
      });
    await tx.update(whatsappContacts).set({ optedOutAt: null }).where(eq(whatsappContacts.phone, phone));
  });
  return getCoupleNotices(app, weddingId);
}

/** One notice to the couple of `weddingId`, if they chose `choice`: once per `key`. */
async function noticeCouple(
  app: FastifyInstance,
  weddingId: string,
  choice: 'giftReceived' | 'payoutPaid',
  message: { key: string; template: WhatsAppTemplateName; parameters: string[] },
): Promise<void> {
  const [notices] = await app.db
    .select()
    .from(whatsappCoupleNotices)
    .where(eq(whatsappCoupleNotices.weddingId, weddingId));
  if (!notices?.[choice]) return;
  await queueWhatsApp(app, { ...message, phone: notices.phone, recipient: 'casal', weddingId });
}

/** "presente recebido": once per confirmed payment, to a couple who chose it. */
export function noticeGiftReceived(app: FastifyInstance, payment: Payment): Promise<void> {
  return noticeCouple(app, payment.weddingId, 'giftReceived', {
    key: `presente:${payment.id}`,
    template: 'presente_recebido',
    parameters: [payment.contributorName, what(payment), formatBRL(payment.netCents)],
  });
}

/** "saque pago": once per paid withdrawal, to a couple who chose it. */
export async function noticeWithdrawalPaid(app: FastifyInstance, withdrawal: Withdrawal): Promise<void> {
  if (withdrawal.status !== 'pago') return;
  await noticeCouple(app, withdrawal.weddingId, 'payoutPaid', {
    key: `saque:${withdrawal.id}`,
    template: 'saque_pago',
    parameters: [
      formatBRL(withdrawal.amountCents),
      `${pixKeyTypeLabels[withdrawal.pixKeyType]} ${withdrawal.pixKey}`,
    ],
  });
}

/** The daily digest: each couple who chose it and had new answers in the last day, once a day. */
export async function sendRsvpDigests(app: FastifyInstance, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - 24 * 3_600_000);
  const rows = await app.db
    .select({
      weddingId: whatsappCoupleNotices.weddingId,
      phone: whatsappCoupleNotices.phone,
      name1: couples.name1,
      name2: couples.name2,
      answers: count(rsvps.id),
    })
    .from(whatsappCoupleNotices)
    .innerJoin(weddings, eq(weddings.id, whatsappCoupleNotices.weddingId))
    .innerJoin(couples, coupleOfWedding)
    .innerJoin(rsvps, and(eq(rsvps.weddingId, weddings.id), gt(rsvps.updatedAt, since)))
    .where(eq(whatsappCoupleNotices.rsvpDigest, true))
    .groupBy(whatsappCoupleNotices.weddingId, whatsappCoupleNotices.phone, couples.name1, couples.name2);
  let sent = 0;
  for (const r of rows) {
    const [people] = await app.db
      .select({ n: sum(sql`1 + ${rsvps.companions}`).mapWith(Number) })
      .from(rsvps)
      .where(and(eq(rsvps.weddingId, r.weddingId), eq(rsvps.attending, true)));
    const queued = await queueWhatsApp(app, {
      key: `confirmacoes:${r.weddingId}:${todayIn(undefined, now)}`,
      phone: r.phone,
      recipient: 'casal',
      weddingId: r.weddingId,
      template: 'resumo_confirmacoes',
      parameters: [String(r.answers), String(people?.n ?? 0), [r.name1, r.name2].filter(Boolean).join(' & ')],
    });
    if (queued) sent++;
  }
  return sent;
}
