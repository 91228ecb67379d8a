// What arrives through the webhook: our messages' statuses (never moved backwards: a late
// "delivered" after "read" changes nothing), and what people write to the platform's number. SAIR
// stops every further message at once; "falar com uma pessoa" hands the conversation to support
// (the back office's hand-offs, with the person's question); anything else is a question for the
// help assistant, answered inside WhatsApp's 24-hour service window. A replayed webhook is
// recognised by the message's id and answered once.
import { and, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { helpTexts } from '../../../shared/help.ts';
import { settingsPhrases } from '../../../shared/settings-phrases.ts';
import { asksForPerson, isOptOut, type MessageStatus, whatsappReplies } from '../../../shared/whatsapp.ts';
import { whatsappContacts, whatsappHandoffs, whatsappMessages } from '../../db/schema.ts';
import { answerQuestion } from '../help/help-service.ts';
import { getPublicSettings } from '../settings/service.ts';
import type { IncomingMessage, StatusUpdate, WebhookNews } from './webhook-payload.ts';
import { queueWhatsApp } from './whatsapp-sender.ts';

/** The states a status may follow: "lida" only moves a message that was not read yet, and so on. */
const before: Record<StatusUpdate['status'], MessageStatus[]> = {
  enviada: ['na_fila'],
  entregue: ['na_fila', 'enviada'],
  lida: ['na_fila', 'enviada', 'entregue'],
  falhou: ['na_fila', 'enviada', 'entregue'],
};

async function applyStatus(app: FastifyInstance, s: StatusUpdate): Promise<void> {
  await app.db
    .update(whatsappMessages)
    .set({ status: s.status, updatedAt: new Date(), ...(s.error && { error: s.error }) })
    .where(
      and(
        eq(whatsappMessages.providerMessageId, s.providerMessageId),
        inArray(whatsappMessages.status, before[s.status]),
      ),
    );
}

/** The person's last question before "falar com uma pessoa", within a day; else what they wrote. */
async function lastQuestion(app: FastifyInstance, m: IncomingMessage, loggedId: string): Promise<string> {
  const rows = await app.db
    .select({ body: whatsappMessages.body })
    .from(whatsappMessages)
    .where(
      and(
        eq(whatsappMessages.phone, m.from),
        eq(whatsappMessages.direction, 'entrada'),
        ne(whatsappMessages.id, loggedId),
        gt(whatsappMessages.createdAt, new Date(Date.now() - 24 * 3_600_000)),
      ),
    )
    .orderBy(desc(whatsappMessages.createdAt))
    .limit(5);
  return rows.map((r) => r.body).find((b) => !isOptOut(b) && !asksForPerson(b)) ?? m.text;
}

async function answer(app: FastifyInstance, text: string): Promise<string> {
  const question = text.slice(0, 300);
  if (question.length >= 3) {
    const found = await answerQuestion(app.db, { question, channel: 'whatsapp' });
    const best = found.articles[0];
    if (best) return `*${best.title}*\n\n${best.answer}\n\n${whatsappReplies.moreHelp}`;
    if (found.fallback) return `${found.fallback}\n\n${whatsappReplies.moreHelp}`;
  }
  const t = settingsPhrases(await getPublicSettings(app.db));
  return `${helpTexts.nothingFound(t.contactEmail, t.supportHours)}\n\n${whatsappReplies.moreHelp}`;
}

async function receive(app: FastifyInstance, m: IncomingMessage): Promise<void> {
  const [logged] = await app.db
    .insert(whatsappMessages)
    .values({
      idempotencyKey: `entrada:${m.id}`,
      direction: 'entrada',
      phone: m.from,
      recipient: 'contato',
      category: 'servico',
      body: m.text,
      status: 'recebida',
      providerMessageId: m.id,
    })
    .onConflictDoNothing()
    .returning({ id: whatsappMessages.id });
  if (!logged) return;
  const now = new Date();
  const optOut = isOptOut(m.text);
  await app.db
    .insert(whatsappContacts)
    .values({ phone: m.from, name: m.name, lastInboundAt: now, optedOutAt: optOut ? now : null })
    .onConflictDoUpdate({
      target: whatsappContacts.phone,
      set: { lastInboundAt: now, ...(m.name && { name: m.name }), ...(optOut && { optedOutAt: now }) },
    });
  const reply = { key: `resposta:${m.id}`, phone: m.from, recipient: 'contato' as const };
  if (optOut) {
    app.log.info('whatsapp: pedido de SAIR registrado');
    await queueWhatsApp(app, { ...reply, text: whatsappReplies.optedOut, optOutReply: true });
    return;
  }
  if (!m.text) return;
  if (asksForPerson(m.text)) {
    const question = await lastQuestion(app, m, logged.id);
    await app.db.insert(whatsappHandoffs).values({ phone: m.from, name: m.name, question });
    await queueWhatsApp(app, { ...reply, text: whatsappReplies.handoff });
    return;
  }
  await queueWhatsApp(app, { ...reply, text: await answer(app, m.text) });
}

export async function applyWebhook(app: FastifyInstance, news: WebhookNews): Promise<void> {
  for (const s of news.statuses) await applyStatus(app, s);
  for (const m of news.messages) await receive(app, m);
}
