// "WhatsApp" (issue 25): the connection, templates, message log, hand-offs and SAIR, loaded with its route.
import type { RouteObject } from 'react-router';
import { adminPagePaths as p } from '../layout/admin-paths.ts';

export const whatsappRoutes: RouteObject[] = [
  { path: p.whatsapp, lazy: async () => ({ Component: (await import('./whatsapp-page.tsx')).WhatsAppPage }) },
];
