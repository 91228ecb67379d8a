// The gift-list pages (SPEC 2.6), inside the panel layout: five tabs under one shell, and the page
// for the couple's other lists; the shell and each page load with their route.
import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../components/lazy-route.ts';
import { panelPaths as p } from '../layout/panel-paths.ts';

export const giftListRoutes: RouteObject[] = [
  {
    ...lazyRoute(undefined, async () => (await import('./gift-list-shell.tsx')).GiftListShell),
    children: [
      lazyRoute(p.giftListEditor, async () => (await import('./edit-list-page.tsx')).EditListPage),
      lazyRoute(p.giftsReceived, async () => (await import('./received-page.tsx')).ReceivedPage),
      lazyRoute(p.giftFees, async () => (await import('./settings-page.tsx')).SettingsPage),
      lazyRoute(p.externalLists, async () => (await import('./external-lists-page.tsx')).ExternalListsPage),
      lazyRoute(p.aboutGiftList, async () => (await import('./about-page.tsx')).AboutPage),
      lazyRoute(p.otherLists, async () => (await import('./other-lists-page.tsx')).OtherListsPage),
      lazyRoute(p.gravata, async () => (await import('./gravata-page.tsx')).GravataPage),
    ],
  },
];
