// The themes studio's endpoints. Every route under /api/admin needs an admin (http/access.ts); each
// change is audited by its service.
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
import { routeModule } from '../../http/define-routes.ts';
import { orderBody } from '../../http/route-schemas.ts';
import { auditActor, auditedChange, auditedChildChange } from '../audit/record-audit.ts';
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

const themeParams = z.object({ themeId: z.uuid() });
const sectionParams = themeParams.extend({ sectionId: z.uuid() });
const sections = z.array(themeSectionSchema);

export const adminThemeRoutes = routeModule({ tags: ['admin: temas'] }, (route, app) => {
  route.get('/api/admin/themes', {
    summary: 'Temas com busca, filtros de status e tag, paginação e o resumo do gerenciador',
    querystring: themeListQuery,
    reply: themeListSchema,
    handler: (request) => listThemes(app.db, request.query),
  });

  route.post('/api/admin/themes', {
    summary: 'Cria "Novo Tema" (rascunho, 1.0) com as oito seções padrão',
    created: themeDetailSchema,
    handler: async (request) => createTheme(app.db, await auditActor(request)),
  });

  route.get('/api/admin/themes/:themeId', {
    summary: 'Um tema com suas seções e o número de sites que o usam',
    params: themeParams,
    reply: themeDetailSchema,
    handler: (request) => themeDetail(app.db, request.params.themeId),
  });

  route.patch('/api/admin/themes/:themeId', {
    summary: 'Altera informações básicas, status ou configurações de design',
    params: themeParams,
    body: themePatchSchema,
    reply: themeDetailSchema,
    handler: auditedChange(app.db, 'themeId', updateTheme),
  });

  route.post('/api/admin/themes/:themeId/publish', {
    summary: 'Publica o tema e avança a versão',
    params: themeParams,
    reply: themeDetailSchema,
    handler: auditedChange(app.db, 'themeId', publishTheme),
  });

  route.post('/api/admin/themes/:themeId/duplicate', {
    summary: 'Duplica o tema como rascunho ("Cópia de ...")',
    params: themeParams,
    created: themeDetailSchema,
    handler: auditedChange(app.db, 'themeId', duplicateTheme),
  });

  route.delete('/api/admin/themes/:themeId', {
    summary: 'Exclui um tema que nenhum site usa (um tema em uso deve ser arquivado)',
    params: themeParams,
    reply: 'ok',
    handler: auditedChange(app.db, 'themeId', deleteTheme),
  });

  route.put('/api/admin/themes/:themeId/content', {
    summary: 'Salva os blocos e o estilo das seções (construtor visual)',
    params: themeParams,
    body: themeContentSchema,
    reply: sections,
    handler: auditedChange(app.db, 'themeId', saveContent),
  });

  route.post('/api/admin/themes/:themeId/sections', {
    summary: 'Adiciona uma página ("Nova Página") ao fim do tema',
    params: themeParams,
    created: themeSectionSchema,
    handler: auditedChange(app.db, 'themeId', addPage),
  });

  route.patch('/api/admin/themes/:themeId/sections/:sectionId', {
    summary: 'Renomeia (o slug acompanha o nome) ou mostra/oculta uma seção',
    params: sectionParams,
    body: sectionPatchSchema,
    reply: themeSectionSchema,
    handler: auditedChildChange(app.db, 'themeId', 'sectionId', patchSection),
  });

  route.put('/api/admin/themes/:themeId/sections/order', {
    summary: 'Nova ordem das seções: a lista completa dos ids, cada um uma vez',
    params: themeParams,
    body: orderBody,
    reply: sections,
    handler: auditedChange(app.db, 'themeId', reorderSections),
  });

  route.delete('/api/admin/themes/:themeId/sections/:sectionId', {
    summary: 'Exclui uma página (as seções padrão só podem ser ocultadas)',
    params: sectionParams,
    reply: sections,
    handler: auditedChildChange(app.db, 'themeId', 'sectionId', deleteSection),
  });

  route.post('/api/admin/themes/:themeId/preview', {
    summary: 'Prévia do tema num site de exemplo (HTML), com alterações ainda não salvas',
    params: themeParams,
    body: themePreviewSchema,
    handler: async (request, reply) => {
      const theme = await themeDetail(app.db, request.params.themeId);
      const html = await renderThemePreview(app, theme, request.body);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  });
});
