// The themes studio's endpoints. Every route under /api/admin needs an admin (http/access.ts); each
// change is audited by its service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  sectionPatchSchema,
  themeContentSchema,
  themeDetailSchema,
  themeListQuery,
  themeListSchema,
  themePatchSchema,
  themePreviewSchema,
  themeSectionSchema,
} from '../../../shared/theme-studio.ts';
import { ok, okReply } from '../../http/route-schemas.ts';
import { auditActor } from '../audit/record-audit.ts';
import { renderThemePreview } from './theme-preview.ts';
import { listThemes, themeDetail } from './theme-queries.ts';
import {
  addPage,
  deleteSection,
  patchSection,
  reorderSections,
  saveContent,
} from './theme-section-service.ts';
import { createTheme, deleteTheme, duplicateTheme, publishTheme, updateTheme } from './theme-service.ts';

const tags = ['admin: temas'];
const themeParams = z.object({ themeId: z.uuid() });
const sectionParams = themeParams.extend({ sectionId: z.uuid() });
const sections = z.array(themeSectionSchema);

export const adminThemeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/themes',
    {
      schema: {
        tags,
        summary: 'Temas com busca, filtros de status e tag, paginação e o resumo do gerenciador',
        querystring: themeListQuery,
        response: { 200: themeListSchema },
      },
    },
    async (request) => listThemes(app.db, request.query),
  );

  app.post(
    '/api/admin/themes',
    {
      schema: {
        tags,
        summary: 'Cria "Novo Tema" (rascunho, 1.0) com as oito seções padrão',
        response: { 201: themeDetailSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createTheme(app.db, await auditActor(request))),
  );

  app.get(
    '/api/admin/themes/:themeId',
    {
      schema: {
        tags,
        summary: 'Um tema com suas seções e o número de sites que o usam',
        params: themeParams,
        response: { 200: themeDetailSchema },
      },
    },
    async (request) => themeDetail(app.db, request.params.themeId),
  );

  app.patch(
    '/api/admin/themes/:themeId',
    {
      schema: {
        tags,
        summary: 'Altera informações básicas, status ou configurações de design',
        params: themeParams,
        body: themePatchSchema,
        response: { 200: themeDetailSchema },
      },
    },
    async (request) => updateTheme(app.db, await auditActor(request), request.params.themeId, request.body),
  );

  app.post(
    '/api/admin/themes/:themeId/publish',
    {
      schema: {
        tags,
        summary: 'Publica o tema e avança a versão',
        params: themeParams,
        response: { 200: themeDetailSchema },
      },
    },
    async (request) => publishTheme(app.db, await auditActor(request), request.params.themeId),
  );

  app.post(
    '/api/admin/themes/:themeId/duplicate',
    {
      schema: {
        tags,
        summary: 'Duplica o tema como rascunho ("Cópia de ...")',
        params: themeParams,
        response: { 201: themeDetailSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await duplicateTheme(app.db, await auditActor(request), request.params.themeId)),
  );

  app.delete(
    '/api/admin/themes/:themeId',
    {
      schema: {
        tags,
        summary: 'Exclui um tema que nenhum site usa (um tema em uso deve ser arquivado)',
        params: themeParams,
        response: { 200: okReply },
      },
    },
    async (request) => {
      await deleteTheme(app.db, await auditActor(request), request.params.themeId);
      return ok;
    },
  );

  app.put(
    '/api/admin/themes/:themeId/content',
    {
      schema: {
        tags,
        summary: 'Salva os blocos e o estilo das seções (construtor visual)',
        params: themeParams,
        body: themeContentSchema,
        response: { 200: sections },
      },
    },
    async (request) => saveContent(app.db, await auditActor(request), request.params.themeId, request.body),
  );

  app.post(
    '/api/admin/themes/:themeId/sections',
    {
      schema: {
        tags,
        summary: 'Adiciona uma página ("Nova Página") ao fim do tema',
        params: themeParams,
        response: { 201: themeSectionSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addPage(app.db, await auditActor(request), request.params.themeId)),
  );

  app.patch(
    '/api/admin/themes/:themeId/sections/:sectionId',
    {
      schema: {
        tags,
        summary: 'Renomeia (o slug acompanha o nome) ou mostra/oculta uma seção',
        params: sectionParams,
        body: sectionPatchSchema,
        response: { 200: themeSectionSchema },
      },
    },
    async (request) =>
      patchSection(
        app.db,
        await auditActor(request),
        request.params.themeId,
        request.params.sectionId,
        request.body,
      ),
  );

  app.put(
    '/api/admin/themes/:themeId/sections/order',
    {
      schema: {
        tags,
        summary: 'Nova ordem das seções: a lista completa dos ids, cada um uma vez',
        params: themeParams,
        body: z.object({ ids: z.array(z.uuid()).max(100) }),
        response: { 200: sections },
      },
    },
    async (request) =>
      reorderSections(app.db, await auditActor(request), request.params.themeId, request.body.ids),
  );

  app.delete(
    '/api/admin/themes/:themeId/sections/:sectionId',
    {
      schema: {
        tags,
        summary: 'Exclui uma página (as seções padrão só podem ser ocultadas)',
        params: sectionParams,
        response: { 200: sections },
      },
    },
    async (request) =>
      deleteSection(app.db, await auditActor(request), request.params.themeId, request.params.sectionId),
  );

  app.post(
    '/api/admin/themes/:themeId/preview',
    {
      schema: {
        tags,
        summary: 'Prévia do tema num site de exemplo (HTML), com alterações ainda não salvas',
        params: themeParams,
        body: themePreviewSchema,
      },
    },
    async (request, reply) => {
      const theme = await themeDetail(app.db, request.params.themeId);
      const html = await renderThemePreview(app, theme, request.body);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );
};
