// "Chatbots" (issue 25): the help assistant's articles and questions, loaded with its route.
import type { RouteObject } from 'react-router';
import { adminPagePaths as p } from '../layout/admin-paths.ts';

export const chatbotsRoutes: RouteObject[] = [
  { path: p.chatbots, lazy: async () => ({ Component: (await import('./chatbots-page.tsx')).ChatbotsPage }) },
];
