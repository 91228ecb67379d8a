// The back office's couples (SPEC 2.7): list, a page per tab of a couple's details, edit,
// deactivate and reactivate, and add a couple. Admin-only by their path (http/access.ts).
import { z } from 'zod';
import {
  coupleFinanceSchema,
  coupleGiftListSchema,
  coupleGuestsSchema,
  coupleOnboardingSchema,
  coupleOverviewSchema,
} from '../../../shared/admin-couple-detail.ts';
import {
  coupleCreateBody,
  coupleEditBody,
  coupleListQuery,
  couplePageSchema,
} from '../../../shared/admin-couples.ts';
import { originFor } from '../../../shared/hosts.ts';
import { routeModule } from '../../http/define-routes.ts';
import { idParams, pageNumber } from '../../http/route-schemas.ts';
import { auditActor } from '../audit/record-audit.ts';
import { createCouple, editCouple, setCoupleStatus } from './couple-admin-service.ts';
import { coupleFinance } from './couple-finance.ts';
import { coupleGiftList } from './couple-gift-list.ts';
import { coupleGuests } from './couple-guests.ts';
import { listCouples } from './couple-list.ts';
import { coupleOnboarding } from './couple-onboarding.ts';
import { coupleOverview } from './couple-overview.ts';

export const adminCoupleRoutes = routeModule({ tags: ['admin-casais'] }, (route, app) => {
  route.get('/api/admin/couples', {
    summary: 'Casais: busca por nome ou e-mail, filtros, ordenação e página',
    querystring: coupleListQuery,
    reply: couplePageSchema,
    handler: (request) => listCouples(app.db, request.query),
  });

  route.post('/api/admin/couples', {
    summary: 'Adiciona um casal; o casal recebe um e-mail para criar a senha',
    body: coupleCreateBody,
    created: z.object({ id: z.string(), slug: z.string() }),
    handler: async (request) => {
      const created = await createCouple(
        app.db,
        app.mailer,
        await auditActor(request),
        request.body,
        originFor('public', app.config.baseHost, app.config.protocol),
      );
      return { id: created.id, slug: created.slug };
    },
  });

  route.get('/api/admin/couples/:id', {
    summary: 'Visão geral de um casal',
    params: idParams,
    reply: coupleOverviewSchema,
    handler: (request) => coupleOverview(app.db, request.params.id),
  });

  route.put('/api/admin/couples/:id', {
    summary: 'Edita nomes, e-mail, telefone, data do casamento e status',
    params: idParams,
    body: coupleEditBody,
    reply: coupleOverviewSchema,
    handler: async (request) => {
      await editCouple(app.db, await auditActor(request), request.params.id, request.body);
      return coupleOverview(app.db, request.params.id);
    },
  });

  for (const [verb, status, summary] of [
    ['deactivate', 'inativo', 'Desativa: site fora do ar, login recusado, sessões encerradas'],
    ['reactivate', 'ativo', 'Reativa o casal'],
  ] as const) {
    route.post(`/api/admin/couples/:id/${verb}`, {
      summary,
      params: idParams,
      reply: coupleOverviewSchema,
      handler: async (request) => {
        await setCoupleStatus(app.db, await auditActor(request), request.params.id, status);
        return coupleOverview(app.db, request.params.id);
      },
    });
  }

  route.get('/api/admin/couples/:id/finance', {
    summary: 'Financeiro: saldos do razão, chave PIX, taxa, pagamentos e saques',
    params: idParams,
    querystring: z.object({ page: pageNumber(10_000) }),
    reply: coupleFinanceSchema,
    handler: (request) => coupleFinance(app.db, request.params.id, request.query.page),
  });

  route.get('/api/admin/couples/:id/gift-list', {
    summary: 'Lista de presentes do casal e o que cada presente recebeu',
    params: idParams,
    reply: coupleGiftListSchema,
    handler: (request) => coupleGiftList(app.db, request.params.id),
  });

  route.get('/api/admin/couples/:id/onboarding', {
    summary: 'Etapas e respostas do onboarding',
    params: idParams,
    reply: coupleOnboardingSchema,
    handler: (request) => coupleOnboarding(app.db, request.params.id),
  });

  route.get('/api/admin/couples/:id/guests', {
    summary: 'Convidados: confirmações de presença e famílias convidadas',
    params: idParams,
    reply: coupleGuestsSchema,
    handler: (request) => coupleGuests(app.db, request.params.id),
  });
});
