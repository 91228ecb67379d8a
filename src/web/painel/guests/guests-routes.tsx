// "Meus Convidados" pages: the guest list and its import, the wedding's events (issue 21), RSVPs
// and the message wall (issue 5), inside the panel layout, each loaded with its route.
import type { RouteObject } from 'react-router';
import { panelPaths } from '../layout/panel-paths.ts';

export const guestsRoutes: RouteObject[] = [
  {
    path: panelPaths.guestList,
    lazy: async () => ({ Component: (await import('../guest-list/guest-list-page.tsx')).GuestListPage }),
  },
  {
    path: panelPaths.guestListImport,
    lazy: async () => ({ Component: (await import('../guest-list/import-page.tsx')).ImportPage }),
  },
  {
    path: panelPaths.guestRsvps,
    lazy: async () => ({ Component: (await import('./rsvps-page.tsx')).RsvpsPage }),
  },
  {
    path: panelPaths.guestMessages,
    lazy: async () => ({ Component: (await import('./messages-page.tsx')).MessagesPage }),
  },
  {
    path: panelPaths.guestEvents,
    lazy: async () => ({ Component: (await import('../events/events-page.tsx')).EventsPage }),
  },
  {
    path: panelPaths.guestSend,
    lazy: async () => ({
      Component: (await import('../invitation-sends/send-queue-page.tsx')).SendQueuePage,
    }),
  },
  {
    path: panelPaths.guestEventsSummary,
    lazy: async () => ({
      Component: (await import('../events/events-summary-page.tsx')).EventsSummaryPage,
    }),
  },
];
