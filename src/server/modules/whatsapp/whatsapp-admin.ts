// /admin/whatsapp: the connection, the templates (edited, sent to the provider for approval,
// audited), the message log with its filters and each message's cost estimate, who replied SAIR,
// and the conversations handed to a person.
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ilike, isNotNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { COUNT_CAP } from '../../../shared/list-query.ts';
import {
  type Handoff,
  MESSAGES_PAGE_SIZE,
  type MessageLogQuery,
  type MessagePage,
  type OptOut,
  type TemplateEditInput,
  templateBodySchema,
  whatsappMessages as texts,
  type WhatsAppStatus,
  type WhatsAppTemplate,
  type WhatsAppTemplateName,
} from '../../../shared/whatsapp.ts';
import { countUpTo } from '../../db/capped-count.ts';
import {
  couples,
  weddings,
  whatsappContacts,
  whatsappHandoffs,
  whatsappMessages,
  whatsappTemplates,
} from '../../db/schema.ts';
import { coupleOfWedding } from '../../db/wedding-couple.ts';
import { AppError } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import { defaultTemplates } from './default-templates.ts';
import { WhatsAppSendError } from './whatsapp-provider.ts';
import { optedOut, queueWhatsApp } from './whatsapp-sender.ts';

type TemplateRow = typeof whatsappTemplates.$inferSelect;
const templateView = (t: TemplateRow): WhatsAppTemplate => ({
  name: t.name as WhatsAppTemplateName,
  description: t.description,
  category: t.category,
  language: t.language,
  body: t.body,
  variables: t.variables,
  status: t.status,
  updatedAt: t.updatedAt.toISOString(),
});

async function templateRow(app: FastifyInstance, name: string): Promise<TemplateRow> {
  const [row] = await app.db.select().from(whatsappTemplates).where(eq(whatsappTemplates.name, name));
  if (!row) throw new AppError('NOT_FOUND', texts.templateNotFound);
  return row;
}

export async function whatsappStatus(app: FastifyInstance): Promise<WhatsAppStatus> {
  const [templates, [handoffs], [optOuts]] = await Promise.all([
    app.db.select().from(whatsappTemplates).orderBy(whatsappTemplates.name),
    app.db.select({ n: count() }).from(whatsappHandoffs).where(eq(whatsappHandoffs.status, 'aberta')),
    app.db.select({ n: count() }).from(whatsappContacts).where(isNotNull(whatsappContacts.optedOutAt)),
  ]);
  const { provider, displayNumber } = app.config.whatsapp;
  return {
    provider,
    connected: app.whatsapp !== null,
    displayNumber,
    templates: templates.map(templateView),
    openHandoffs: handoffs?.n ?? 0,
    optOuts: optOuts?.n ?? 0,
  };
}

/** A template's new text goes to the provider for approval; what it answers is the new status. */
export async function saveTemplate(
  app: FastifyInstance,
  actor: AuditActor,
  name: string,
  input: TemplateEditInput,
): Promise<WhatsAppTemplate> {
  const before = await templateRow(app, name);
  const body = templateBodySchema(before.variables.length).safeParse(input.body);
  if (!body.success) throw new AppError('VALIDATION', body.error.issues[0]?.message ?? texts.bodyRequired);
  const provider = app.whatsapp;
  if (!provider) throw new AppError('WHATSAPP_DISCONNECTED');
  let submitted: Awaited<ReturnType<typeof provider.submitTemplate>>;
  try {
    submitted = await provider.submitTemplate({
      name,
      language: before.language,
      category: input.category,
      body: body.data,
      providerTemplateId: before.providerTemplateId,
      examples: defaultTemplates[name as WhatsAppTemplateName]?.samples ?? [],
    });
  } catch (err) {
    if (err instanceof WhatsAppSendError) throw new AppError('WHATSAPP_PROVIDER_REFUSED');
    throw err;
  }
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(whatsappTemplates)
      .set({
        body: body.data,
        category: input.category,
        status: submitted.status,
        providerTemplateId: submitted.id,
        updatedAt: new Date(),
      })
      .where(eq(whatsappTemplates.name, name))
      .returning();
    await recordAudit(tx, actor, {
      action: 'whatsapp_template.update',
      targetType: 'whatsapp_template',
      targetId: name,
      before: { body: before.body, category: before.category, status: before.status },
      after: { body: body.data, category: input.category, status: submitted.status },
    });
    return templateView(row!);
  });
}

/** Brings the templates' approval as the provider reports it (a new one is sent for review). */
export async function syncTemplates(app: FastifyInstance): Promise<WhatsAppTemplate[]> {
  const provider = app.whatsapp;
  if (!provider) throw new AppError('WHATSAPP_DISCONNECTED');
  const known = new Map((await provider.listTemplates()).map((t) => [t.name, t]));
  for (const t of await app.db.select().from(whatsappTemplates)) {
    const reported =
      known.get(t.name) ??
      (t.providerTemplateId
        ? undefined
        : await provider.submitTemplate({
            name: t.name,
            language: t.language,
            category: t.category,
            body: t.body,
            providerTemplateId: null,
            examples: defaultTemplates[t.name as WhatsAppTemplateName]?.samples ?? [],
          }));
    if (reported)
      await app.db
        .update(whatsappTemplates)
        .set({ status: reported.status, providerTemplateId: reported.id })
        .where(eq(whatsappTemplates.name, t.name));
  }
  return (await whatsappStatus(app)).templates;
}

/** "Enviar teste": the template with its sample values to a number the admin gives (audited). */
export async function testSend(
  app: FastifyInstance,
  actor: AuditActor,
  input: { phone: string; template: WhatsAppTemplateName },
): Promise<void> {
  await templateRow(app, input.template);
  if (!app.whatsapp) throw new AppError('WHATSAPP_DISCONNECTED');
  if (await optedOut(app, input.phone)) throw new AppError('WHATSAPP_OPTED_OUT');
  await queueWhatsApp(app, {
    key: `teste:${randomUUID()}`,
    phone: input.phone,
    recipient: 'contato',
    template: input.template,
    parameters: defaultTemplates[input.template].samples,
  });
  await app.db.transaction((tx) =>
    recordAudit(tx, actor, {
      action: 'whatsapp.test_send',
      targetType: 'whatsapp_template',
      targetId: input.template,
      after: { phone: input.phone },
    }),
  );
}

export async function messageLog(app: FastifyInstance, q: MessageLogQuery): Promise<MessagePage> {
  const filters: SQL[] = [];
  if (q.para) filters.push(ilike(whatsappMessages.phone, `%${q.para.replace(/\D/g, '') || q.para}%`));
  if (q.modelo === 'atendimento') filters.push(eq(whatsappMessages.category, 'servico'));
  else if (q.modelo !== 'todos') filters.push(eq(whatsappMessages.templateName, q.modelo));
  if (q.status !== 'todos') filters.push(eq(whatsappMessages.status, q.status));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, counted] = await Promise.all([
    app.db
      .select({
        id: whatsappMessages.id,
        direction: whatsappMessages.direction,
        phone: whatsappMessages.phone,
        recipient: whatsappMessages.recipient,
        name1: couples.name1,
        name2: couples.name2,
        template: whatsappMessages.templateName,
        category: whatsappMessages.category,
        body: whatsappMessages.body,
        status: whatsappMessages.status,
        error: whatsappMessages.error,
        costCents: whatsappMessages.costCents,
        createdAt: whatsappMessages.createdAt,
      })
      .from(whatsappMessages)
      .leftJoin(weddings, eq(weddings.id, whatsappMessages.weddingId))
      .leftJoin(couples, coupleOfWedding)
      .where(where)
      .orderBy(desc(whatsappMessages.createdAt), desc(whatsappMessages.id))
      .limit(MESSAGES_PAGE_SIZE)
      .offset((q.page - 1) * MESSAGES_PAGE_SIZE),
    countUpTo(
      app.db,
      app.db.select({ id: whatsappMessages.id }).from(whatsappMessages).where(where),
      COUNT_CAP,
    ),
  ]);
  return {
    items: rows.map(({ name1, name2, createdAt, ...r }) => ({
      ...r,
      couple: name1 && name2 ? `${name1} & ${name2}` : null,
      createdAt: createdAt.toISOString(),
    })),
    ...counted,
    page: q.page,
    pageSize: MESSAGES_PAGE_SIZE,
  };
}

export async function optOuts(app: FastifyInstance): Promise<OptOut[]> {
  const rows = await app.db
    .select({ phone: whatsappContacts.phone, name: whatsappContacts.name, at: whatsappContacts.optedOutAt })
    .from(whatsappContacts)
    .where(isNotNull(whatsappContacts.optedOutAt))
    .orderBy(desc(whatsappContacts.optedOutAt))
    .limit(200);
  return rows.map((r) => ({ phone: r.phone, name: r.name, optedOutAt: r.at!.toISOString() }));
}

export async function handoffs(app: FastifyInstance, show: 'abertas' | 'todas'): Promise<Handoff[]> {
  const rows = await app.db
    .select()
    .from(whatsappHandoffs)
    .where(show === 'abertas' ? eq(whatsappHandoffs.status, 'aberta') : undefined)
    .orderBy(desc(whatsappHandoffs.createdAt))
    .limit(200);
  return rows.map((h) => ({
    id: h.id,
    phone: h.phone,
    name: h.name,
    question: h.question,
    status: h.status,
    createdAt: h.createdAt.toISOString(),
  }));
}

/** "Marcar como resolvida" (audited). */
export async function resolveHandoff(app: FastifyInstance, actor: AuditActor, id: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(whatsappHandoffs)
      .set({ status: 'resolvida', resolvedAt: new Date() })
      .where(eq(whatsappHandoffs.id, id))
      .returning({ id: whatsappHandoffs.id, phone: whatsappHandoffs.phone });
    if (!row) throw new AppError('NOT_FOUND', texts.handoffNotFound);
    await recordAudit(tx, actor, {
      action: 'whatsapp_handoff.resolve',
      targetType: 'whatsapp_handoff',
      targetId: id,
      after: { status: 'resolvida' },
    });
  });
}
