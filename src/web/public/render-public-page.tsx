// The server's entry into the public host: renders one page of the public app (landing, marketing
// pages, find-a-couple, legal pages, login, sign-up, reset) to HTML with the same routes the browser
// uses, so the page arrives complete (headings, FAQ, fees from the settings) and then hydrates
// (lib/mount.tsx). Data the page needs comes in `data`; nothing here reads the browser. The router is
// in a Suspense boundary, as in the browser, so the page hydrates in short slices.
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { renderAt } from '../lib/hosts.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { type ServerPageData, ServerPageDataProvider } from '../lib/server-page-data.tsx';
import { publicRoutes } from './routes.tsx';

const handler = createStaticHandler(publicRoutes);

export interface RenderedPublicPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The page's `<title>`, when it names one. */
  title?: string;
}

export async function renderPublicPage(
  url: string,
  data: Omit<ServerPageData, 'head'>,
): Promise<RenderedPublicPage> {
  const context = await handler.query(new Request(url));
  // Routes have no loaders or actions, so the handler never answers with a redirect of its own.
  if (context instanceof Response) throw new Error(`Unexpected response rendering ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const head: ServerPageData['head'] = {};
  const html = renderAt(data.location, () =>
    renderToString(
      <ServerPageDataProvider value={{ ...data, head }}>
        <QueryClientProvider client={createQueryClient()}>
          <Suspense>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Suspense>
        </QueryClientProvider>
      </ServerPageDataProvider>,
    ),
  );
  return { html, title: head.title };
}
