// The back office's couples (SPEC 2.7): list, a page per tab of a couple's details, edit,
// deactivate and reactivate, and add a couple. Admin-only by their path (http/access.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { auditActor } from '../audit/record-audit.ts';
import { createCouple, editCouple, setCoupleStatus } from './couple-admin-service.ts';
import { coupleFinance } from './couple-finance.ts';
import { coupleGiftList } from './couple-gift-list.ts';
import { coupleGuests } from './couple-guests.ts';
import { listCouples } from './couple-list.ts';
import { coupleOnboarding } from './couple-onboarding.ts';
import { coupleOverview } from './couple-overview.ts';

const tags = ['admin-casais'];
const params = z.object({ id: z.uuid() });
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

export const adminCoupleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/couples',
    {
      schema: {
        tags,
        summary: 'Casais: busca por nome ou e-mail, filtros, ordenação e página',
        querystring: coupleListQuery,
        response: { 200: couplePageSchema },
      },
    },
    async (request) => listCouples(app.db, request.query),
  );

  app.post(
    '/api/admin/couples',
    {
      schema: {
        tags,
        summary: 'Adiciona um casal; o casal recebe um e-mail para criar a senha',
        body: coupleCreateBody,
        response: { 201: z.object({ id: z.string(), slug: z.string() }) },
      },
    },
    async (request, reply) => {
      const created = await createCouple(
        app.db,
        app.mailer,
        await auditActor(request),
        request.body,
        originFor('public', app.config.baseHost, app.config.protocol),
      );
      return reply.status(201).send({ id: created.id, slug: created.slug });
    },
  );

  app.get(
    '/api/admin/couples/:id',
    {
      schema: { tags, summary: 'Visão geral de um casal', params, response: { 200: coupleOverviewSchema } },
    },
    async (request) => coupleOverview(app.db, request.params.id),
  );

  app.put(
    '/api/admin/couples/:id',
    {
      schema: {
        tags,
        summary: 'Edita nomes, e-mail, telefone, data do casamento e status',
        params,
        body: coupleEditBody,
        response: { 200: coupleOverviewSchema },
      },
    },
    async (request) => {
      await editCouple(app.db, await auditActor(request), request.params.id, request.body);
      return coupleOverview(app.db, request.params.id);
    },
  );

  for (const [verb, status] of [
    ['deactivate', 'inativo'],
    ['reactivate', 'ativo'],
  ] as const) {
    app.post(
      `/api/admin/couples/:id/${verb}`,
      {
        schema: {
          tags,
          summary:
            verb === 'deactivate'
              ? 'Desativa: site fora do ar, login recusado, sessões encerradas'
              : 'Reativa o casal',
          params,
          response: { 200: coupleOverviewSchema },
        },
      },
      async (request) => {
        await setCoupleStatus(app.db, await auditActor(request), request.params.id, status);
        return coupleOverview(app.db, request.params.id);
      },
    );
  }

  app.get(
    '/api/admin/couples/:id/finance',
    {
      schema: {
        tags,
        summary: 'Financeiro: saldos do razão, chave PIX, taxa, pagamentos e saques',
        params,
        querystring: pageQuery,
        response: { 200: coupleFinanceSchema },
      },
    },
    async (request) => coupleFinance(app.db, request.params.id, request.query.page),
  );

  app.get(
    '/api/admin/couples/:id/gift-list',
    {
      schema: {
        tags,
        summary: 'Lista de presentes do casal e o que cada presente recebeu',
        params,
        response: { 200: coupleGiftListSchema },
      },
    },
    async (request) => coupleGiftList(app.db, request.params.id),
  );

  app.get(
    '/api/admin/couples/:id/onboarding',
    {
      schema: {
        tags,
        summary: 'Etapas e respostas do onboarding',
        params,
        response: { 200: coupleOnboardingSchema },
      },
    },
    async (request) => coupleOnboarding(app.db, request.params.id),
  );

  app.get(
    '/api/admin/couples/:id/guests',
    {
      schema: {
        tags,
        summary: 'Convidados: confirmações de presença e famílias convidadas',
        params,
        response: { 200: coupleGuestsSchema },
      },
    },
    async (request) => coupleGuests(app.db, request.params.id),
  );
};
