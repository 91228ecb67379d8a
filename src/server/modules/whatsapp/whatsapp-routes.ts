// WhatsApp's routes: the Cloud API's webhook (the verify-token handshake, then signed posts; a bad
// signature is refused and changes nothing), the couple's notice choices (owner and partner: they
// speak of money), and the back office's `/api/admin/whatsapp/...` (templates, log, SAIR, hand-offs).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  coupleNoticesBody,
  coupleNoticesSchema,
  handoffSchema,
  messageLogQuery,
  messagePageSchema,
  optOutSchema,
  templateEditBody,
  testSendBody,
  whatsappStatusSchema,
  whatsappTemplateNames,
  whatsappTemplateSchema,
} from '../../../shared/whatsapp.ts';
import { defineRoutes, routeModule } from '../../http/define-routes.ts';
import { AppError } from '../../http/errors.ts';
import { keepRawJsonBody } from '../../http/raw-json-body.ts';
import { idParams, weddingParams } from '../../http/route-schemas.ts';
import { auditActor } from '../audit/record-audit.ts';
import { byIp, limitedBy, MINUTE } from '../auth/rate-limits.ts';
import { getCoupleNotices, saveCoupleNotices } from './couple-notices.ts';
import { WHATSAPP_WEBHOOK_PATH } from './sandbox-statuses.ts';
import { readWebhook, SIGNATURE_HEADER, validSignature } from './webhook-payload.ts';
import {
  handoffs,
  messageLog,
  optOuts,
  resolveHandoff,
  saveTemplate,
  syncTemplates,
  testSend,
  whatsappStatus,
} from './whatsapp-admin.ts';
import { applyWebhook } from './whatsapp-inbound.ts';

export const whatsappWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  keepRawJsonBody(app, 512 * 1024);
  const limit = limitedBy(app, [{ name: 'whatsapp-webhook-ip', max: 6000, window: MINUTE, key: byIp }]);
  const route = defineRoutes(app, { tags: ['whatsapp'] });

  route.get(WHATSAPP_WEBHOOK_PATH, {
    summary: 'Verificação do webhook do WhatsApp (hub.challenge)',
    querystring: z.object({
      'hub.mode': z.string().max(20).optional(),
      'hub.verify_token': z.string().max(200).optional(),
      'hub.challenge': z.string().max(200).optional(),
    }),
    preHandler: limit,
    handler: async (request, reply) => {
      const q = request.query;
      const { verifyToken } = app.config.whatsapp;
      if (
        !app.whatsapp ||
        q['hub.mode'] !== 'subscribe' ||
        !verifyToken ||
        q['hub.verify_token'] !== verifyToken
      )
        throw new AppError('FORBIDDEN');
      return reply.type('text/plain; charset=utf-8').send(q['hub.challenge'] ?? '');
    },
  });

  route.post(WHATSAPP_WEBHOOK_PATH, {
    summary: 'Notificações do WhatsApp: status das mensagens e mensagens recebidas (assinadas)',
    reply: z.object({ received: z.literal(true) }),
    preHandler: limit,
    handler: async (request) => {
      const secret = app.config.whatsapp.appSecret;
      const signature = request.headers[SIGNATURE_HEADER];
      if (
        !app.whatsapp ||
        !validSignature(secret, request.rawBody ?? '', typeof signature === 'string' ? signature : undefined)
      )
        throw new AppError('WEBHOOK_REJECTED');
      const news = readWebhook(request.body);
      if (news) await applyWebhook(app, news);
      return { received: true as const };
    },
  });
};

export const whatsappRoutes = routeModule({ tags: ['whatsapp'] }, (route, app) => {
  route.get('/api/weddings/:weddingId/whatsapp-notices', {
    summary: 'Avisos pelo WhatsApp escolhidos pelo casal',
    access: 'wedding-money',
    params: weddingParams,
    reply: coupleNoticesSchema,
    handler: (request) => getCoupleNotices(app, request.params.weddingId),
  });

  route.put('/api/weddings/:weddingId/whatsapp-notices', {
    summary: 'Salva os avisos pelo WhatsApp do casal (o consentimento)',
    access: 'wedding-money',
    params: weddingParams,
    body: coupleNoticesBody,
    reply: coupleNoticesSchema,
    handler: (request) => saveCoupleNotices(app, request.params.weddingId, request.body),
  });

  route.get('/api/admin/whatsapp', {
    summary: 'Conexão do WhatsApp, modelos e contadores',
    reply: whatsappStatusSchema,
    handler: () => whatsappStatus(app),
  });

  route.put('/api/admin/whatsapp/templates/:name', {
    summary: 'Altera o texto de um modelo e o envia para aprovação',
    params: z.object({ name: z.enum(whatsappTemplateNames) }),
    body: templateEditBody,
    reply: whatsappTemplateSchema,
    handler: async (request) =>
      saveTemplate(app, await auditActor(request), request.params.name, request.body),
  });

  route.post('/api/admin/whatsapp/templates/sync', {
    summary: 'Atualiza a aprovação dos modelos como o WhatsApp informa',
    reply: z.array(whatsappTemplateSchema),
    handler: () => syncTemplates(app),
  });

  route.post('/api/admin/whatsapp/test', {
    summary: 'Envia um modelo com valores de exemplo para um número',
    body: testSendBody,
    reply: 'ok',
    handler: async (request) => testSend(app, await auditActor(request), request.body),
  });

  route.get('/api/admin/whatsapp/messages', {
    summary: 'Mensagens enviadas e recebidas, as mais recentes primeiro',
    querystring: messageLogQuery,
    reply: messagePageSchema,
    handler: (request) => messageLog(app, request.query),
  });

  route.get('/api/admin/whatsapp/opt-outs', {
    summary: 'Números que pediram para sair (SAIR)',
    reply: z.array(optOutSchema),
    handler: () => optOuts(app),
  });

  route.get('/api/admin/whatsapp/handoffs', {
    summary: 'Conversas passadas para uma pessoa ("falar com uma pessoa")',
    querystring: z.object({ mostrar: z.enum(['abertas', 'todas']).default('abertas') }),
    reply: z.array(handoffSchema),
    handler: (request) => handoffs(app, request.query.mostrar),
  });

  route.post('/api/admin/whatsapp/handoffs/:id/resolve', {
    summary: 'Marca uma conversa passada para uma pessoa como resolvida',
    params: idParams,
    reply: 'ok',
    handler: async (request) => resolveHandoff(app, await auditActor(request), request.params.id),
  });
});
