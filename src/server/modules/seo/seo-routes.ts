// `robots.txt` on every host and `sitemap.xml` on the public one (robots-files.ts says what each
// holds). Like the other anonymous pages they have no rate limit: a fixed text, cached by crawlers.
import { hostKindOf, originFor } from '../../../shared/hosts.ts';
import { routeModule } from '../../http/define-routes.ts';
import { sendNotFoundPage } from '../../http/not-found-html.ts';
import { robotsTxt, sitemapXml } from './robots-files.ts';

const CACHE = 'public, max-age=3600';

export const seoRoutes = routeModule({ tags: ['seo'] }, (route, app) => {
  const publicOrigin = originFor('public', app.config.baseHost, app.config.protocol);

  route.get('/robots.txt', {
    summary: 'Regras para os buscadores, por host',
    hide: true,
    handler: async (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', CACHE)
        .send(robotsTxt(hostKindOf(request.headers.host ?? ''), publicOrigin)),
  });

  route.get('/sitemap.xml', {
    summary: 'Páginas públicas da plataforma (nenhum site de casal)',
    hide: true,
    handler: async (request, reply) => {
      if (hostKindOf(request.headers.host ?? '') !== 'public') return sendNotFoundPage(reply, app.config);
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', CACHE)
        .send(sitemapXml(publicOrigin));
    },
  });
});
