// The gift-list pages (SPEC 2.6), inside the panel layout: five tabs under one shell, and the page
// for the couple's other lists; the shell and each page load with their route.
import type { RouteObject } from 'react-router';
import { panelPaths as p } from '../layout/panel-paths.ts';

export const giftListRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./gift-list-shell.tsx')).GiftListShell }),
    children: [
      {
        path: p.giftListEditor,
        lazy: async () => ({ Component: (await import('./edit-list-page.tsx')).EditListPage }),
      },
      {
        path: p.giftsReceived,
        lazy: async () => ({ Component: (await import('./received-page.tsx')).ReceivedPage }),
      },
      {
        path: p.giftFees,
        lazy: async () => ({ Component: (await import('./settings-page.tsx')).SettingsPage }),
      },
      {
        path: p.externalLists,
        lazy: async () => ({ Component: (await import('./external-lists-page.tsx')).ExternalListsPage }),
      },
      {
        path: p.aboutGiftList,
        lazy: async () => ({ Component: (await import('./about-page.tsx')).AboutPage }),
      },
      {
        path: p.otherLists,
        lazy: async () => ({ Component: (await import('./other-lists-page.tsx')).OtherListsPage }),
      },
      {
        path: p.gravata,
        lazy: async () => ({ Component: (await import('./gravata-page.tsx')).GravataPage }),
      },
    ],
  },
];
