// The site editor's endpoints; only the couple who owns the wedding gets through (checked at the edge
// by the path, http/access.ts).
import { z } from 'zod';
import { originFor } from '../../../shared/hosts.ts';
import { siteSettingsSchema } from '../../../shared/site.ts';
import {
  editorSectionSchema,
  newSectionBody,
  publicationBody,
  searchIndexingBody,
  searchVisibilityBody,
  sectionPatchSchema,
  settingsPatchSchema,
  siteEditorStateSchema,
  sitePasswordBody,
} from '../../../shared/site-editor.ts';
import { routeModule } from '../../http/define-routes.ts';
import { orderBody, weddingParams } from '../../http/route-schemas.ts';
import { loadSitePreview } from '../guest-site/load-site.ts';
import { siteQrSvg } from '../guest-site/qr-code.ts';
import { renderGuestSite } from '../guest-site/render-document.ts';
import { pathWedding } from '../weddings/wedding-access.ts';
import {
  addSection,
  deleteSection,
  editorState,
  reorderSections,
  setHiddenFromSearch,
  setPublished,
  setSearchIndexing,
  setSitePassword,
  updateSection,
  updateSettings,
} from './site-editor-service.ts';

const sectionParams = weddingParams.extend({ sectionId: z.uuid() });

export const siteEditorRoutes = routeModule(
  { tags: ['site-editor'], params: weddingParams },
  (route, app) => {
    route.get('/api/weddings/:weddingId/site', {
      summary: 'Estado do editor do site',
      reply: siteEditorStateSchema,
      handler: async (request) => editorState(app.db, await pathWedding(request)),
    });

    route.put('/api/weddings/:weddingId/site/settings', {
      summary: 'Introdução, personalização do tema, música e aprovação de recados',
      body: settingsPatchSchema,
      reply: siteSettingsSchema,
      handler: async (request) => updateSettings(app.db, await pathWedding(request), request.body),
    });

    route.patch('/api/weddings/:weddingId/site/sections/:sectionId', {
      summary: 'Renomeia, mostra/oculta ou edita o conteúdo de uma seção',
      params: sectionParams,
      body: sectionPatchSchema,
      handler: async (request) => {
        const wedding = await pathWedding(request);
        await updateSection(app.db, wedding, request.params.sectionId, request.body);
        return editorState(app.db, wedding);
      },
    });

    route.put('/api/weddings/:weddingId/site/sections/order', {
      summary: 'Nova ordem das seções',
      body: orderBody,
      reply: 'ok',
      handler: async (request) => reorderSections(app.db, await pathWedding(request), request.body.ids),
    });

    route.post('/api/weddings/:weddingId/site/sections', {
      summary: 'Adiciona uma seção (galeria, vídeos ou texto)',
      body: newSectionBody,
      created: editorSectionSchema,
      handler: async (request) => addSection(app.db, await pathWedding(request), request.body),
    });

    route.delete('/api/weddings/:weddingId/site/sections/:sectionId', {
      summary: 'Exclui uma seção adicionada (as padrão só podem ser ocultadas)',
      params: sectionParams,
      reply: 'ok',
      handler: async (request) => deleteSection(app.db, await pathWedding(request), request.params.sectionId),
    });

    route.put('/api/weddings/:weddingId/site/publication', {
      summary: 'Publica ou despublica o site',
      body: publicationBody,
      reply: 'ok',
      handler: async (request) => setPublished(app.db, await pathWedding(request), request.body.published),
    });

    route.put('/api/weddings/:weddingId/site/search-visibility', {
      summary: 'Esconde o site da busca de casais',
      body: searchVisibilityBody,
      reply: 'ok',
      handler: async (request) =>
        setHiddenFromSearch(app.db, await pathWedding(request), request.body.hidden),
    });

    route.put('/api/weddings/:weddingId/site/search-indexing', {
      summary: 'Deixa os buscadores (Google) mostrarem o site, se ele não tiver senha',
      body: searchIndexingBody,
      reply: 'ok',
      handler: async (request) => setSearchIndexing(app.db, await pathWedding(request), request.body.indexed),
    });

    route.put('/api/weddings/:weddingId/site/password', {
      summary: 'Define, troca (texto) ou remove (null) a senha do site',
      body: sitePasswordBody,
      reply: 'ok',
      handler: async (request) => setSitePassword(app.db, await pathWedding(request), request.body.password),
    });

    route.get('/api/weddings/:weddingId/site/preview', {
      summary: 'Prévia do site exatamente como os convidados o verão (também antes de publicar)',
      handler: async (request, reply) => {
        const wedding = await pathWedding(request);
        const { data } = await loadSitePreview(app.db, wedding);
        const siteUrl = `${originFor('noivos', app.config.baseHost, app.config.protocol)}/${wedding.slug ?? ''}`;
        const qr = await siteQrSvg(siteUrl, data.design.colors.text);
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(renderGuestSite({ ...data, siteUrl, notice: null }, `${siteUrl}/og.png`, qr));
      },
    });
  },
);
