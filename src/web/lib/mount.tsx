// Mounts one host's router inside the host's one query cache, with the toaster every host uses.
// When the server already rendered the page (the public host), the same tree hydrates that HTML: the
// lazy routes of the first address are loaded before, so the first render matches it. The router
// sits in a Suspense boundary, as it does on the server (web/public/render-public-page.tsx): React
// then hydrates the page in slices of a few milliseconds between which the browser stays free to
// answer the visitor, instead of in one long task (issue 24: total blocking time).
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import '../styles/app.css';
import { createQueryClient } from './query-client.ts';

async function loadFirstRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/**
 * Marks the document once the page is committed (`<html data-app-ready>`): from then on typing in
 * a form the server rendered reaches React. Inside the router's boundary, so a hydrated page is
 * marked once the whole page has hydrated. Automated checks wait for it.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}

export async function mount(routes: RouteObject[]): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  const rendered = root.firstElementChild !== null;
  if (rendered) await loadFirstRoutes(routes);
  const app = (
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <Suspense>
          <RouterProvider router={createBrowserRouter(routes)} />
          <AppReady />
        </Suspense>
      </QueryClientProvider>
    </StrictMode>
  );
  if (rendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
  // The toaster lives beside the page, so what the server rendered is exactly the router's tree.
  const toasts = document.body.appendChild(document.createElement('div'));
  createRoot(toasts).render(<Toaster position="top-center" theme="system" richColors closeButton />);
}
