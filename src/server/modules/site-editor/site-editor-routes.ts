// The site editor's endpoints; every one checks that the caller owns the wedding.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { originFor } from '../../../shared/hosts.ts';
import { addableSections, siteSettingsSchema } from '../../../shared/site.ts';
import {
  editorSectionSchema,
  sectionPatchSchema,
  settingsPatchSchema,
  siteEditorStateSchema,
  sitePasswordBody,
} from '../../../shared/site-editor.ts';
import { ok, okReply, weddingParams } from '../../http/route-schemas.ts';
import { loadSitePreview } from '../guest-site/load-site.ts';
import { siteQrSvg } from '../guest-site/qr-code.ts';
import { renderGuestSite } from '../guest-site/render-document.ts';
import { requireOwnWedding } from '../weddings/wedding-access.ts';
import {
  addSection,
  deleteSection,
  editorState,
  reorderSections,
  setHiddenFromSearch,
  setPublished,
  setSitePassword,
  updateSection,
  updateSettings,
} from './site-editor-service.ts';

const sectionParams = weddingParams.extend({ sectionId: z.uuid() });
const tags = ['site-editor'];

export const siteEditorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/weddings/:weddingId/site',
    {
      schema: {
        tags,
        summary: 'Estado do editor do site',
        params: weddingParams,
        response: { 200: siteEditorStateSchema },
      },
    },
    async (request) =>
      editorState(app.db, (await requireOwnWedding(request, request.params.weddingId)).wedding),
  );

  app.put(
    '/api/weddings/:weddingId/site/settings',
    {
      schema: {
        tags,
        summary: 'Introdução, personalização do tema, música e aprovação de recados',
        params: weddingParams,
        body: settingsPatchSchema,
        response: { 200: siteSettingsSchema },
      },
    },
    async (request) =>
      updateSettings(
        app.db,
        (await requireOwnWedding(request, request.params.weddingId)).wedding,
        request.body,
      ),
  );

  app.patch(
    '/api/weddings/:weddingId/site/sections/:sectionId',
    {
      schema: {
        tags,
        summary: 'Renomeia, mostra/oculta ou edita o conteúdo de uma seção',
        params: sectionParams,
        body: sectionPatchSchema,
      },
    },
    async (request) => {
      const { wedding } = await requireOwnWedding(request, request.params.weddingId);
      await updateSection(app.db, wedding, request.params.sectionId, request.body);
      return editorState(app.db, wedding);
    },
  );

  app.put(
    '/api/weddings/:weddingId/site/sections/order',
    {
      schema: {
        tags,
        summary: 'Nova ordem das seções',
        params: weddingParams,
        body: z.object({ ids: z.array(z.uuid()).max(100) }),
        response: { 200: okReply },
      },
    },
    async (request) => {
      const { wedding } = await requireOwnWedding(request, request.params.weddingId);
      await reorderSections(app.db, wedding, request.body.ids);
      return ok;
    },
  );

  app.post(
    '/api/weddings/:weddingId/site/sections',
    {
      schema: {
        tags,
        summary: 'Adiciona uma seção (galeria, vídeos ou texto)',
        params: weddingParams,
        body: z.object({
          kind: z.enum(addableSections.map((s) => s.kind) as ['galeria', 'videos', 'texto']),
          title: z.string().max(60).optional(),
        }),
        response: { 201: editorSectionSchema },
      },
    },
    async (request, reply) => {
      const { wedding } = await requireOwnWedding(request, request.params.weddingId);
      const row = await addSection(app.db, wedding, request.body.kind, request.body.title);
      return reply.status(201).send({
        ...row!,
        kind: row!.kind as 'texto',
        content: row!.content as Record<string, unknown>,
        isDefault: false,
      });
    },
  );

  app.delete(
    '/api/weddings/:weddingId/site/sections/:sectionId',
    {
      schema: {
        tags,
        summary: 'Exclui uma seção adicionada (as padrão só podem ser ocultadas)',
        params: sectionParams,
        response: { 200: okReply },
      },
    },
    async (request) => {
      const { wedding } = await requireOwnWedding(request, request.params.weddingId);
      await deleteSection(app.db, wedding, request.params.sectionId);
      return ok;
    },
  );

  app.put(
    '/api/weddings/:weddingId/site/publication',
    {
      schema: {
        tags,
        summary: 'Publica ou despublica o site',
        params: weddingParams,
        body: z.object({ published: z.boolean() }),
        response: { 200: okReply },
      },
    },
    async (request) => {
      const { wedding } = await requireOwnWedding(request, request.params.weddingId);
      await setPublished(app.db, wedding, request.body.published);
      return ok;
    },
  );

  app.put(
    '/api/weddings/:weddingId/site/search-visibility',
    {
      schema: {
        tags,
        summary: 'Esconde o site da busca de casais',
        params: weddingParams,
        body: z.object({ hidden: z.boolean() }),
        response: { 200: okReply },
      },
    },
    async (request) => {
      const { wedding } = await requireOwnWedding(request, request.params.weddingId);
      await setHiddenFromSearch(app.db, wedding, request.body.hidden);
      return ok;
    },
  );

  app.put(
    '/api/weddings/:weddingId/site/password',
    {
      schema: {
        tags,
        summary: 'Define, troca (texto) ou remove (null) a senha do site',
        params: weddingParams,
        body: sitePasswordBody,
        response: { 200: okReply },
      },
    },
    async (request) => {
      const { wedding } = await requireOwnWedding(request, request.params.weddingId);
      await setSitePassword(app.db, wedding, request.body.password);
      return ok;
    },
  );

  app.get(
    '/api/weddings/:weddingId/site/preview',
    {
      schema: {
        tags,
        summary: 'Prévia do site exatamente como os convidados o verão (também antes de publicar)',
        params: weddingParams,
      },
    },
    async (request, reply) => {
      const { wedding } = await requireOwnWedding(request, request.params.weddingId);
      const { data } = await loadSitePreview(app.db, wedding);
      const siteUrl = `${originFor('noivos', app.config.baseHost, app.config.protocol)}/${wedding.slug ?? ''}`;
      const qr = await siteQrSvg(siteUrl, data.design.colors.text);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderGuestSite({ ...data, siteUrl, notice: null }, `${siteUrl}/og.png`, qr));
    },
  );
};
