// Every message the platform sends goes through here: logged first (one row per event, keyed, so a
// repeated event sends nothing twice), then sent by a job that keeps to the provider's pace, tries
// again on temporary failures and records a final failure in the log. Nobody who replied SAIR is
// written to, except the one reply that confirms it.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  fillTemplate,
  type RecipientKind,
  type WhatsAppTemplateName,
  whatsappCostCents,
} from '../../../shared/whatsapp.ts';
import { whatsappContacts, whatsappMessages, whatsappTemplates } from '../../db/schema.ts';
import type { JobAttempt } from '../jobs/job-queue.ts';
import { WhatsAppSendError } from './whatsapp-provider.ts';

export const WHATSAPP_SEND_JOB = 'whatsapp-send';
export const SANDBOX_STATUS_JOB = 'whatsapp-sandbox-status';

/** Replies confirming a SAIR are the only messages sent to a number that left. */
const OPT_OUT_REPLY = 'sair:';

interface Recipient {
  /** One message per event: `presente:{paymentId}`, `saque:{withdrawalId}`... */
  key: string;
  phone: string;
  recipient: RecipientKind;
  weddingId?: string | null;
}

export type Outgoing = Recipient &
  ({ template: WhatsAppTemplateName; parameters: string[] } | { text: string; optOutReply?: boolean });

export async function optedOut(app: FastifyInstance, phone: string): Promise<boolean> {
  const [row] = await app.db
    .select({ phone: whatsappContacts.phone })
    .from(whatsappContacts)
    .where(and(eq(whatsappContacts.phone, phone), isNotNull(whatsappContacts.optedOutAt)));
  return row !== undefined;
}

/** What the message will say, its category and whether it may go (a template must be approved). */
async function contentOf(app: FastifyInstance, out: Outgoing) {
  if ('text' in out)
    return { body: out.text, category: 'servico' as const, template: null, parameters: [], error: null };
  const [template] = await app.db
    .select()
    .from(whatsappTemplates)
    .where(eq(whatsappTemplates.name, out.template));
  if (!template) throw new Error(`modelo de WhatsApp ausente: ${out.template}`);
  return {
    body: fillTemplate(template.body, out.parameters),
    category: template.category,
    template: template.name,
    parameters: out.parameters,
    error: template.status === 'aprovado' ? null : 'Modelo ainda não aprovado pelo WhatsApp.',
  };
}

/**
 * Logs a message and queues its sending; false when nothing was queued (WhatsApp off, the number
 * left with SAIR, or this event's message exists already).
 */
export async function queueWhatsApp(app: FastifyInstance, out: Outgoing): Promise<boolean> {
  if (!app.whatsapp) return false;
  const optOutReply = 'text' in out && out.optOutReply === true;
  if (!optOutReply && (await optedOut(app, out.phone))) return false;
  const content = await contentOf(app, out);
  const [row] = await app.db
    .insert(whatsappMessages)
    .values({
      idempotencyKey: optOutReply ? `${OPT_OUT_REPLY}${out.key}` : out.key,
      direction: 'saida',
      phone: out.phone,
      recipient: out.recipient,
      weddingId: out.weddingId ?? null,
      templateName: content.template,
      parameters: content.parameters,
      category: content.category,
      body: content.body,
      status: content.error ? 'falhou' : 'na_fila',
      error: content.error,
    })
    .onConflictDoNothing({ target: whatsappMessages.idempotencyKey })
    .returning({ id: whatsappMessages.id });
  if (!row || content.error) return false;
  await app.jobs.send(WHATSAPP_SEND_JOB, { messageId: row.id }, { id: row.id, retryLimit: 5 });
  return true;
}

async function fail(app: FastifyInstance, id: string, error: string): Promise<void> {
  await app.db
    .update(whatsappMessages)
    .set({ status: 'falhou', error, updatedAt: new Date() })
    .where(and(eq(whatsappMessages.id, id), eq(whatsappMessages.status, 'na_fila')));
  app.log.warn({ whatsappMessageId: id }, 'whatsapp: envio falhou');
}

/** The send job: one queued message to the provider, at the provider's pace. */
export async function sendQueued(
  app: FastifyInstance,
  messageId: string,
  attempt: JobAttempt,
): Promise<void> {
  const [m] = await app.db.select().from(whatsappMessages).where(eq(whatsappMessages.id, messageId));
  if (m?.status !== 'na_fila') return;
  const provider = app.whatsapp;
  if (!provider) return fail(app, m.id, 'WhatsApp desligado.');
  if (!m.idempotencyKey.startsWith(OPT_OUT_REPLY) && (await optedOut(app, m.phone)))
    return fail(app, m.id, 'A pessoa pediu para sair (SAIR).');
  await app.whatsappPace();
  let sent: { messageId: string };
  try {
    const [template] = m.templateName
      ? await app.db.select().from(whatsappTemplates).where(eq(whatsappTemplates.name, m.templateName))
      : [];
    sent = template
      ? await provider.sendTemplate({
          to: m.phone,
          template: template.name,
          language: template.language,
          parameters: m.parameters,
        })
      : await provider.sendText({ to: m.phone, body: m.body });
  } catch (err) {
    const temporary = !(err instanceof WhatsAppSendError) || err.temporary;
    if (temporary && attempt.retryCount < attempt.retryLimit) throw err;
    return fail(app, m.id, (err as Error).message);
  }
  await app.db
    .update(whatsappMessages)
    .set({
      status: 'enviada',
      providerMessageId: sent.messageId,
      costCents: whatsappCostCents[m.category],
      updatedAt: new Date(),
    })
    .where(and(eq(whatsappMessages.id, m.id), eq(whatsappMessages.status, 'na_fila')));
  app.log.info({ whatsappMessageId: m.id, template: m.templateName }, 'whatsapp: mensagem enviada');
  if (provider.name === 'sandbox')
    await app.jobs.send(SANDBOX_STATUS_JOB, { messageId: sent.messageId, to: m.phone });
}
