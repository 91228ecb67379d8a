// "Meus Convidados" pages: the guest list and its import, the wedding's events (issue 21), RSVPs
// and the message wall (issue 5), inside the panel layout.
import type { RouteObject } from 'react-router';
import { EventsPage } from '../events/events-page.tsx';
import { EventsSummaryPage } from '../events/events-summary-page.tsx';
import { GuestListPage } from '../guest-list/guest-list-page.tsx';
import { ImportPage } from '../guest-list/import-page.tsx';
import { SendQueuePage } from '../invitation-sends/send-queue-page.tsx';
import { panelPaths } from '../layout/panel-paths.ts';
import { MessagesPage } from './messages-page.tsx';
import { RsvpsPage } from './rsvps-page.tsx';

export const guestsRoutes: RouteObject[] = [
  { path: panelPaths.guestList, Component: GuestListPage },
  { path: panelPaths.guestListImport, Component: ImportPage },
  { path: panelPaths.guestRsvps, Component: RsvpsPage },
  { path: panelPaths.guestMessages, Component: MessagesPage },
  { path: panelPaths.guestEvents, Component: EventsPage },
  { path: panelPaths.guestSend, Component: SendQueuePage },
  { path: panelPaths.guestEventsSummary, Component: EventsSummaryPage },
];
