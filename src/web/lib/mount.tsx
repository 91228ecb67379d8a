// Mounts one host's router inside the host's one query cache, with the toaster every host uses.
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { installBrazilianZodMessages } from '../../shared/zod-messages.ts';
import '../styles/app.css';
import { createQueryClient } from './query-client.ts';

export function mount(routes: RouteObject[]): void {
  installBrazilianZodMessages();
  const router = createBrowserRouter(routes);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
      <Toaster position="top-center" theme="system" richColors closeButton />
    </StrictMode>,
  );
}
