// Serves the web app per host (SPEC 2.1): picks the host's HTML entry, answers unknown paths with
// 404 and sends `/dashboard/*` and `/admin/*` on the public host to their own hosts. Under
// `npm run dev` the entries come from src/web through Vite (vite-dev.ts), with hot reload.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { crossHostRedirect, type HostKind, hostKindOf, originFor } from '../../shared/hosts.ts';
import { knownRoutes, matchesRoute } from '../../shared/routes.ts';
import { liveMarketingContent } from '../modules/marketing-content/content-versions.ts';
import { inlineJson, publicDocument } from '../modules/marketing-content/public-document.ts';
import { getPublicSettings } from '../modules/settings/service.ts';
import { projectRoot } from '../project-root.ts';
import { sendHtml } from './compressed-html.ts';
import { sendNotFoundPage } from './not-found-html.ts';
import { devContentSecurityPolicy, mountViteDevServer, viteHtml } from './vite-dev.ts';
import { webDist } from './web-manifest.ts';

const entries: Record<Exclude<HostKind, 'noivos'>, string> = {
  public: 'index.html',
  painel: 'painel.html',
  admin: 'admin.html',
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The public host's HTML entry, into which its pages are rendered (and the admin's previews). */
    publicShell(): Promise<string>;
  }
}

export async function registerPages(app: FastifyInstance): Promise<void> {
  const vite = app.config.viteDevServer ? await mountViteDevServer(app) : undefined;
  await app.register(fastifyStatic, {
    root: path.join(webDist, 'assets'),
    prefix: '/assets/',
    preCompressed: true,
    immutable: true,
    maxAge: '365d',
    wildcard: true,
  });
  await app.register(fastifyStatic, {
    root: path.join(webDist, 'static'),
    prefix: '/static/',
    preCompressed: true,
    decorateReply: false,
    maxAge: '1d',
  });

  const templates = new Map<string, string>();
  async function template(file: string): Promise<string> {
    if (vite) return viteHtml(vite, file, await readFile(path.join(projectRoot, 'src/web', file), 'utf8'));
    const cached = templates.get(file);
    if (cached) return cached;
    const html = await readFile(path.join(webDist, file), 'utf8').catch(() => {
      throw new Error(`Web build missing (${file}); run "npm run build" first.`);
    });
    if (app.config.isProduction || process.env.CI) templates.set(file, html);
    return html;
  }

  app.decorate('publicShell', () => template(entries.public));

  /** The public host's pages arrive rendered (SEO, first paint); the panel and admin render in the browser. */
  async function entryHtml(request: FastifyRequest, kind: Exclude<HostKind, 'noivos'>, status: number) {
    const [shell, settings] = await Promise.all([template(entries[kind]), getPublicSettings(app.db)]);
    if (kind !== 'public')
      return shell.replace('<!--app-data-->', () => inlineJson('app-settings', settings));
    return publicDocument(app, shell, {
      url: request.url,
      host: request.headers.host ?? app.config.baseHost,
      protocol: app.config.protocol,
      settings,
      live: await liveMarketingContent(app.db),
      known: status === 200,
      scripts: true,
    });
  }

  async function sendEntry(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: Exclude<HostKind, 'noivos'>,
    status: number,
  ) {
    const html = await entryHtml(request, kind, status);
    if (vite) {
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string')
        reply.header('content-security-policy', devContentSecurityPolicy(policy));
    }
    return sendHtml(request, reply.status(status).header('cache-control', 'no-cache'), html);
  }

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = new URL(request.url, 'http://x');
    const pathname = decodeURIComponent(url.pathname);
    if (pathname.startsWith('/api/')) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Recurso não encontrado.' } });
    }
    const host = request.headers.host ?? app.config.baseHost;
    const kind = hostKindOf(host);

    if (kind === 'public') {
      const target = crossHostRedirect(pathname);
      if (target) {
        return reply.redirect(
          `${originFor(target, app.config.baseHost, app.config.protocol)}${url.pathname}${url.search}`,
        );
      }
    }
    if (kind === 'noivos') {
      // Guest sites are rendered on the server; until a slug matches a published site it is a 404.
      return sendNotFoundPage(reply, app.config);
    }
    const status = matchesRoute(knownRoutes[kind], pathname) ? 200 : 404;
    return sendEntry(request, reply, kind, status);
  });
}
