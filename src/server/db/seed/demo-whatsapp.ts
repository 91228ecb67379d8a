// The demo's WhatsApp (issue 25): the demo couple receives notices (gifts, withdrawals, the daily
// RSVP digest) on their phone, and the back office's /admin/whatsapp has a log to read: two gift
// notices (read and delivered), a guest's question answered by the assistant, a conversation handed
// to a person, and a number that replied SAIR; a household that asked for reminders on its personal
// invitation (the page says "Lembretes ativos para ..."). Keyed, so a restart adds nothing twice.
import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { formatBRL } from '../../../shared/money.ts';
import { fillTemplate, whatsappReplies } from '../../../shared/whatsapp.ts';
import { defaultTemplates } from '../../modules/whatsapp/default-templates.ts';
import type { Db } from '../client.ts';
import {
  giftPayments,
  invitedHouseholds,
  whatsappContacts,
  whatsappCoupleNotices,
  whatsappGuestReminders,
  whatsappHandoffs,
  whatsappMessages,
} from '../schema.ts';

const COUPLE_PHONE = '5511987654321';
const GUEST_PHONE = '5521998761234';
const HANDOFF_PHONE = '5531991112222';
const LEFT_PHONE = '5511970001111';
const REMINDED_PHONE = '5521998765555';

type NewMessage = typeof whatsappMessages.$inferInsert;
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

/** A message of the demo's conversations: what a person wrote, or the platform's reply (read). */
function said(
  direction: 'entrada' | 'saida',
  key: string,
  phone: string,
  body: string,
  at: Date,
): NewMessage {
  return {
    idempotencyKey: `demo:${key}`,
    direction,
    phone,
    recipient: 'contato',
    category: 'servico',
    body,
    status: direction === 'entrada' ? 'recebida' : 'lida',
    createdAt: at,
  };
}
const incoming = (key: string, phone: string, body: string, at: Date) =>
  said('entrada', key, phone, body, at);
const reply = (key: string, phone: string, body: string, at: Date) => said('saida', key, phone, body, at);

export async function seedDemoWhatsApp(db: Db, weddingId: string): Promise<void> {
  await db
    .insert(whatsappCoupleNotices)
    .values({ weddingId, phone: COUPLE_PHONE, giftReceived: true, payoutPaid: true, rsvpDigest: true })
    .onConflictDoNothing();
  const gifts = await db
    .select()
    .from(giftPayments)
    .where(and(eq(giftPayments.weddingId, weddingId), eq(giftPayments.status, 'concluido')))
    .orderBy(desc(giftPayments.confirmedAt))
    .limit(2);
  const template = defaultTemplates.presente_recebido;
  const notices: NewMessage[] = gifts.map((g, i) => {
    const parameters = [g.contributorName, g.itemName, formatBRL(g.netCents)];
    return {
      idempotencyKey: `presente:${g.id}`,
      direction: 'saida',
      phone: COUPLE_PHONE,
      recipient: 'casal',
      weddingId,
      templateName: 'presente_recebido',
      parameters,
      category: template.category,
      body: fillTemplate(template.body, parameters),
      status: i === 0 ? 'entregue' : 'lida',
      providerMessageId: `wamid.demo.presente.${g.id}`,
      costCents: 5,
      createdAt: minutesAgo(90 + i * 600),
    };
  });
  const question = 'como faço para sacar o dinheiro do presente?';
  const handoffQuestion = 'o convidado pagou mas o presente não aparece na lista';
  await db
    .insert(whatsappMessages)
    .values([
      ...notices,
      incoming('pergunta', GUEST_PHONE, question, minutesAgo(45)),
      reply(
        'pergunta-resposta',
        GUEST_PHONE,
        `*Como faço para sacar o dinheiro?*\n\nNa carteira do painel, toque em "Sacar", confira o valor e confirme.\n\n${whatsappReplies.moreHelp}`,
        minutesAgo(45),
      ),
      incoming('atendimento-1', HANDOFF_PHONE, handoffQuestion, minutesAgo(30)),
      incoming('atendimento-2', HANDOFF_PHONE, 'quero falar com uma pessoa', minutesAgo(29)),
      reply('atendimento-resposta', HANDOFF_PHONE, whatsappReplies.handoff, minutesAgo(29)),
      incoming('sair', LEFT_PHONE, 'SAIR', minutesAgo(300)),
      reply('sair-resposta', LEFT_PHONE, whatsappReplies.optedOut, minutesAgo(300)),
    ])
    .onConflictDoNothing();
  await db
    .insert(whatsappContacts)
    .values([
      { phone: GUEST_PHONE, name: 'Carla (convidada)', lastInboundAt: minutesAgo(45) },
      { phone: HANDOFF_PHONE, name: 'Paulo', lastInboundAt: minutesAgo(29) },
      { phone: LEFT_PHONE, name: 'Rita', lastInboundAt: minutesAgo(300), optedOutAt: minutesAgo(300) },
    ])
    .onConflictDoNothing();
  await seedGuestReminder(db, weddingId);
  const [handoff] = await db.select().from(whatsappHandoffs).where(eq(whatsappHandoffs.phone, HANDOFF_PHONE));
  if (!handoff)
    await db
      .insert(whatsappHandoffs)
      .values({ phone: HANDOFF_PHONE, name: 'Paulo', question: handoffQuestion, createdAt: minutesAgo(29) });
}

/** The first household still to answer asked for WhatsApp reminders on its personal invitation. */
async function seedGuestReminder(db: Db, weddingId: string): Promise<void> {
  const [household] = await db
    .select({ id: invitedHouseholds.id, name: invitedHouseholds.name })
    .from(invitedHouseholds)
    .where(
      and(
        eq(invitedHouseholds.weddingId, weddingId),
        isNotNull(invitedHouseholds.inviteCode),
        isNull(invitedHouseholds.answeredAt),
      ),
    )
    .orderBy(asc(invitedHouseholds.nameKey))
    .limit(1);
  if (!household) return;
  await db
    .insert(whatsappGuestReminders)
    .values({ weddingId, phone: REMINDED_PHONE, name: household.name, householdId: household.id })
    .onConflictDoNothing();
}
