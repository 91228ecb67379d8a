// `npm run dev` (WEB_DEV_SERVER=vite, development only): the web app comes from src/web through
// Vite's middleware, with hot reload over the app's own port, so a change shows without a build.
// Production and `npm start` never load Vite: they serve dist/web (pages.ts).
import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ViteDevServer } from 'vite';
import { projectRoot } from '../project-root.ts';

/** Vite's own requests (modules, its client, HMR, files of static-files/) go to its middleware. */
export async function mountViteDevServer(app: FastifyInstance): Promise<ViteDevServer> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: path.join(projectRoot, 'vite.config.ts'),
    // Loaded in memory: the default writes a temporary bundle beside node_modules, which `tsx watch`
    // would take for a change and restart on, again and again.
    configLoader: 'runner',
    root: path.join(projectRoot, 'src/web'),
    appType: 'custom',
    logLevel: 'warn',
    server: {
      middlewareMode: true,
      hmr: { server: app.server },
      // node_modules may be a link to another checkout (a git worktree): its files are ours too.
      fs: { allow: [projectRoot, realpathSync(path.join(projectRoot, 'node_modules'))] },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) return done();
    // Vite answers what it knows and calls `next` for the rest (pages, which pages.ts renders).
    vite.middlewares(request.raw, reply.raw, () => done());
  });
  app.addHook('onClose', () => vite.close());
  return vite;
}

/**
 * An HTML entry as Vite serves it: its client script and React's refresh preamble added. The
 * preamble is an inline script, so this page's CSP allows inline scripts (development only).
 */
export async function viteHtml(vite: ViteDevServer, file: string, html: string): Promise<string> {
  // The entry's `./main-*.tsx` made absolute: a page such as /dashboard/site would resolve it under
  // its own path (the build rewrites it to /assets/... for the same reason).
  return vite.transformIndexHtml(`/${file}`, html.replaceAll('src="./', 'src="/'));
}

export function devContentSecurityPolicy(policy: string): string {
  return policy.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'");
}
