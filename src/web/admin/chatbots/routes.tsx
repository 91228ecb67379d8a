// "Chatbots" (issue 25): the help assistant's articles and questions.
import type { RouteObject } from 'react-router';
import { adminPagePaths as p } from '../layout/admin-paths.ts';
import { ChatbotsPage } from './chatbots-page.tsx';

export const chatbotsRoutes: RouteObject[] = [{ path: p.chatbots, Component: ChatbotsPage }];
