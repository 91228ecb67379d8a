// "Enviar convites" in the couple's panel: the two send queues with each household's message and
// WhatsApp link, "Marcar como enviado" and its undo, the templates and automatic reminder, and
// "Enviar por e-mail". Only the couple who owns the wedding gets through (checked at the edge by
// the path, http/access.ts).
import { z } from 'zod';
import {
  emailSendResult,
  markSentBody,
  queueQuery,
  sendKinds,
  sendQueue,
  sendSettings,
  sendSettingsBody,
} from '../../../shared/invitation-sends.ts';
import { routeModule } from '../../http/define-routes.ts';
import { householdParams, weddingParams } from '../../http/route-schemas.ts';
import { loadSendSettings, markSent, saveSendSettings, unmarkSent } from './household-sends.ts';
import { queueInvitationEmails, wakeInvitationEmails } from './invitation-emails.ts';
import { loadSendQueue } from './send-queue.ts';

const base = '/api/weddings/:weddingId/invitation-sends';
const unmarkParams = householdParams.extend({ kind: z.enum(sendKinds) });

export const invitationSendsRoutes = routeModule(
  { tags: ['invitation-sends'], params: weddingParams },
  (route, app) => {
    route.get(`${base}/queue`, {
      summary: 'Fila de envio: convites a enviar, ou quem não respondeu, com a mensagem e o link do WhatsApp',
      querystring: queueQuery,
      reply: sendQueue,
      handler: (request) => loadSendQueue(app.db, app.config, request.params.weddingId, request.query.kind),
    });

    route.get(`${base}/settings`, {
      summary: 'Mensagens do convite e do lembrete, e o lembrete automático por e-mail',
      reply: sendSettings,
      handler: (request) => loadSendSettings(app.db, request.params.weddingId, app.config),
    });

    route.put(`${base}/settings`, {
      summary: 'Salva as mensagens (com {nome}, {link}, {data}, {evento}) e o lembrete automático',
      body: sendSettingsBody,
      reply: sendSettings,
      handler: (request) => saveSendSettings(app.db, request.params.weddingId, request.body, app.config),
    });

    route.post(`${base}/households/:householdId/sent`, {
      summary: 'Marca o convite (ou o lembrete) como enviado: como e quando',
      params: householdParams,
      body: markSentBody,
      reply: 'ok',
      handler: (request) =>
        markSent(app.db, request.params.weddingId, request.params.householdId, request.body),
    });

    route.delete(`${base}/households/:householdId/sent/:kind`, {
      summary: 'Desfaz "marcar como enviado": o convite (ou o lembrete) volta para a fila',
      params: unmarkParams,
      reply: 'ok',
      handler: (request) =>
        unmarkSent(app.db, request.params.weddingId, request.params.householdId, request.params.kind),
    });

    route.post(`${base}/email`, {
      summary: 'Envia o convite por e-mail a todos da fila com e-mail (uma vez por convite, aos poucos)',
      reply: emailSendResult,
      handler: async (request) => {
        const { weddingId } = request.params;
        const queued = await queueInvitationEmails(app.db, weddingId);
        if (queued > 0) await wakeInvitationEmails(app.jobs, weddingId);
        return { queued };
      },
    });
  },
);
