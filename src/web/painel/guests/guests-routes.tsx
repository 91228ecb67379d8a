// "Meus Convidados" pages (issues 5 and 21): RSVPs, the message wall and the wedding's events,
// inside the panel layout.
import type { RouteObject } from 'react-router';
import { EventsPage } from '../events/events-page.tsx';
import { panelPaths } from '../layout/panel-paths.ts';
import { MessagesPage } from './messages-page.tsx';
import { RsvpsPage } from './rsvps-page.tsx';

export const guestsRoutes: RouteObject[] = [
  { path: panelPaths.guestRsvps, Component: RsvpsPage },
  { path: panelPaths.guestMessages, Component: MessagesPage },
  { path: panelPaths.guestEvents, Component: EventsPage },
];
