// "Meus Convidados" pages: the guest list and its import, the wedding's events (issue 21), RSVPs
// and the message wall (issue 5), inside the panel layout, each loaded with its route.
import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../components/lazy-route.ts';
import { panelPaths } from '../layout/panel-paths.ts';

export const guestsRoutes: RouteObject[] = [
  lazyRoute(
    panelPaths.guestList,
    async () => (await import('../guest-list/guest-list-page.tsx')).GuestListPage,
  ),
  lazyRoute(
    panelPaths.guestListImport,
    async () => (await import('../guest-list/import-page.tsx')).ImportPage,
  ),
  lazyRoute(panelPaths.guestRsvps, async () => (await import('./rsvps-page.tsx')).RsvpsPage),
  lazyRoute(panelPaths.guestMessages, async () => (await import('./messages-page.tsx')).MessagesPage),
  lazyRoute(panelPaths.guestEvents, async () => (await import('../events/events-page.tsx')).EventsPage),
  lazyRoute(
    panelPaths.guestSend,
    async () => (await import('../invitation-sends/send-queue-page.tsx')).SendQueuePage,
  ),
  lazyRoute(
    panelPaths.guestEventsSummary,
    async () => (await import('../events/events-summary-page.tsx')).EventsSummaryPage,
  ),
];
