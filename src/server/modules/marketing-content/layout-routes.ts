// /admin/layout: the marketing content the public pages show, its versions, publishing, restoring
// an older version (each audited) and the preview of a draft, rendered by the server exactly as a
// visitor will see it. Every public page reads the live version when it renders, so a publication
// shows on the next load in every app process.
import { z } from 'zod';
import { marketingContentSchema } from '../../../shared/marketing-content.ts';
import { publicPaths } from '../../../shared/routes.ts';
import { routeModule } from '../../http/define-routes.ts';
import { auditActor } from '../audit/record-audit.ts';
import { getPublicSettings } from '../settings/service.ts';
import { contentVersions, liveMarketingContent, publishContent, restoreVersion } from './content-versions.ts';
import { publicDocument } from './public-document.ts';

const layoutView = z.object({
  version: z.number().int(),
  content: marketingContentSchema,
  versions: z.array(
    z.object({
      version: z.number().int(),
      restoredFrom: z.number().int().nullable(),
      publishedAt: z.string(),
      publishedBy: z.string().nullable(),
    }),
  ),
});

/** The pages a draft can be previewed on: the landing and the marketing pages whose texts it holds. */
export const previewPages = {
  inicio: publicPaths.home,
  'site-de-casamento': publicPaths.weddingSite,
  'lista-de-casamento': publicPaths.weddingList,
  'precos-e-servicos': publicPaths.pricing,
  'quem-somos': publicPaths.about,
} as const;

export const layoutRoutes = routeModule({ tags: ['admin'] }, (route, app) => {
  async function view() {
    const [live, versions] = await Promise.all([liveMarketingContent(app.db), contentVersions(app.db)]);
    return { ...live, versions };
  }

  route.get('/api/admin/layout', {
    summary: 'Conteúdo das páginas públicas e suas versões',
    reply: layoutView,
    handler: view,
  });

  route.post('/api/admin/layout', {
    summary: 'Publica o conteúdo das páginas públicas como uma nova versão',
    body: z.object({ content: marketingContentSchema }),
    reply: layoutView,
    handler: async (request) => {
      await publishContent(app.db, await auditActor(request), request.body.content);
      return view();
    },
  });

  route.post('/api/admin/layout/versions/:version/restore', {
    summary: 'Publica de novo o conteúdo de uma versão anterior',
    params: z.object({ version: z.coerce.number().int().positive() }),
    reply: layoutView,
    handler: async (request) => {
      await restoreVersion(app.db, await auditActor(request), request.params.version);
      return view();
    },
  });

  route.post('/api/admin/layout/preview', {
    summary: 'Prévia de uma página pública com o conteúdo em edição',
    body: z.object({
      content: marketingContentSchema,
      page: z.enum(Object.keys(previewPages) as [keyof typeof previewPages]).default('inicio'),
    }),
    reply: z.object({ html: z.string() }),
    handler: async (request) => {
      const html = await publicDocument(app, await app.publicShell(), {
        url: previewPages[request.body.page],
        host: app.config.baseHost,
        protocol: app.config.protocol,
        settings: await getPublicSettings(app.db),
        live: { version: -1, content: request.body.content },
        known: false,
        scripts: false,
      });
      return { html };
    },
  });
});
