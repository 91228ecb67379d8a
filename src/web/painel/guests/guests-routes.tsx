// "Meus Convidados" pages (issue 5): RSVPs and the message wall, inside the panel layout.
import type { RouteObject } from 'react-router';
import { panelPaths } from '../layout/panel-paths.ts';
import { MessagesPage } from './messages-page.tsx';
import { RsvpsPage } from './rsvps-page.tsx';

export const guestsRoutes: RouteObject[] = [
  { path: panelPaths.guestRsvps, Component: RsvpsPage },
  { path: panelPaths.guestMessages, Component: MessagesPage },
];
