// Mounts one host's router with the toaster every host uses.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { installBrazilianZodMessages } from '../../shared/zod-messages.ts';
import '../styles/app.css';

export function mount(routes: RouteObject[]): void {
  installBrazilianZodMessages();
  const router = createBrowserRouter(routes);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
      <Toaster position="top-center" theme="system" richColors closeButton />
    </StrictMode>,
  );
}
