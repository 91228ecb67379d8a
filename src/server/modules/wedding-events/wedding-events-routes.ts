// "Eventos" in the couple's panel: the wedding's events with their counts, who each one invites,
// the couple's corrections to an answer, and the site's RSVP settings. Only the couple who owns the
// wedding gets through (checked at the edge by the path, http/access.ts). The paths say
// `wedding-events` because `/events` is the panel's live stream (live/events-routes.ts).
import { z } from 'zod';
import { eventSummarySchema } from '../../../shared/event-summary.ts';
import {
  eventHouseholdSchema,
  eventHouseholdsBody,
  eventOrderBody,
  householdEventsBody,
  memberAnswerBody,
  rsvpSettingsBody,
  weddingEventBody,
  weddingEventSchema,
} from '../../../shared/wedding-events.ts';
import { routeModule } from '../../http/define-routes.ts';
import { householdParams, weddingParams } from '../../http/route-schemas.ts';
import { pathWedding } from '../weddings/wedding-access.ts';
import { setMemberAnswer } from './couple-answers.ts';
import { eventSummary } from './event-summary.ts';
import { rsvpSettingsOf, saveRsvpSettings } from './rsvp-settings.ts';
import {
  createEvent,
  deleteEvent,
  eventHouseholds,
  householdEventIds,
  listEvents,
  reorderEvents,
  setEventHouseholds,
  setHouseholdEvents,
  updateEvent,
} from './wedding-events-service.ts';

const base = '/api/weddings/:weddingId';
const eventParams = weddingParams.extend({ eventId: z.uuid() });
const rsvpSettingsSchema = z.object({
  rsvpMode: rsvpSettingsBody.shape.rsvpMode,
  rsvpDeadline: z.string().nullable(),
});

export const weddingEventsRoutes = routeModule(
  { tags: ['wedding-events'], params: weddingParams },
  (route, app) => {
    route.get(`${base}/wedding-events`, {
      summary: 'Eventos do casamento, na ordem, com convidados e respostas de cada um',
      reply: z.array(weddingEventSchema),
      handler: (request) => listEvents(app.db, request.params.weddingId),
    });

    route.post(`${base}/wedding-events`, {
      summary: 'Cria um evento (Cerimônia religiosa, Festa...)',
      body: weddingEventBody,
      created: weddingEventSchema,
      handler: (request) => createEvent(app.db, request.params.weddingId, request.body),
    });

    route.put(`${base}/wedding-events/order`, {
      summary: 'Muda a ordem dos eventos',
      body: eventOrderBody,
      reply: 'ok',
      handler: (request) => reorderEvents(app.db, request.params.weddingId, request.body.ids),
    });

    route.put(`${base}/wedding-events/:eventId`, {
      summary: 'Edita um evento',
      params: eventParams,
      body: weddingEventBody,
      reply: 'ok',
      handler: (request) =>
        updateEvent(app.db, request.params.weddingId, request.params.eventId, request.body),
    });

    route.delete(`${base}/wedding-events/:eventId`, {
      summary: 'Exclui um evento (e as respostas dadas a ele)',
      params: eventParams,
      reply: 'ok',
      handler: (request) => deleteEvent(app.db, request.params.weddingId, request.params.eventId),
    });

    route.get(`${base}/wedding-events/:eventId/households`, {
      summary: 'Famílias da lista, com as convidadas para o evento',
      params: eventParams,
      reply: z.array(eventHouseholdSchema),
      handler: (request) => eventHouseholds(app.db, request.params.weddingId, request.params.eventId),
    });

    route.put(`${base}/wedding-events/:eventId/households`, {
      summary: 'Define as famílias convidadas para o evento',
      params: eventParams,
      body: eventHouseholdsBody,
      reply: 'ok',
      handler: (request) =>
        setEventHouseholds(
          app.db,
          request.params.weddingId,
          request.params.eventId,
          request.body.householdIds,
        ),
    });

    route.put(`${base}/wedding-events/:eventId/answers/:memberId`, {
      summary: 'Os noivos marcam a resposta de um convidado para o evento (também depois do prazo)',
      params: eventParams.extend({ memberId: z.uuid() }),
      body: memberAnswerBody,
      reply: 'ok',
      handler: (request) =>
        setMemberAnswer(
          app.db,
          request.params.weddingId,
          request.params.eventId,
          request.params.memberId,
          request.body.attending,
        ),
    });

    route.get(`${base}/households/:householdId/wedding-events`, {
      summary: 'Eventos para os quais a família está convidada',
      params: householdParams,
      reply: z.object({ eventIds: z.array(z.string()) }),
      handler: async (request) => ({
        eventIds: await householdEventIds(app.db, request.params.weddingId, request.params.householdId),
      }),
    });

    route.put(`${base}/households/:householdId/wedding-events`, {
      summary: 'Define os eventos para os quais a família está convidada',
      params: householdParams,
      body: householdEventsBody,
      reply: 'ok',
      handler: (request) =>
        setHouseholdEvents(
          app.db,
          request.params.weddingId,
          request.params.householdId,
          request.body.eventIds,
        ),
    });

    route.get(`${base}/wedding-events/summary`, {
      summary: 'Resumo para imprimir: por evento, os números e as famílias com seus confirmados',
      reply: eventSummarySchema,
      handler: (request) => eventSummary(app.db, request.params.weddingId),
    });

    route.get(`${base}/rsvp-settings`, {
      summary: 'Como o site recebe confirmações (aberta ou só com convite) e o prazo',
      reply: rsvpSettingsSchema,
      handler: async (request) => rsvpSettingsOf(await pathWedding(request)),
    });

    route.put(`${base}/rsvp-settings`, {
      summary: 'Muda como o site recebe confirmações e o prazo',
      body: rsvpSettingsBody,
      reply: rsvpSettingsSchema,
      handler: (request) => saveRsvpSettings(app.db, request.params.weddingId, request.body),
    });
  },
);
