// The gift-list pages (SPEC 2.6), inside the panel layout: five tabs under one shell, and the page
// for the couple's other lists.
import type { RouteObject } from 'react-router';
import { panelPaths as p } from '../layout/panel-paths.ts';
import { AboutPage } from './about-page.tsx';
import { EditListPage } from './edit-list-page.tsx';
import { ExternalListsPage } from './external-lists-page.tsx';
import { GiftListShell } from './gift-list-shell.tsx';
import { GravataPage } from './gravata-page.tsx';
import { OtherListsPage } from './other-lists-page.tsx';
import { ReceivedPage } from './received-page.tsx';
import { SettingsPage } from './settings-page.tsx';

export const giftListRoutes: RouteObject[] = [
  {
    Component: GiftListShell,
    children: [
      { path: p.giftListEditor, Component: EditListPage },
      { path: p.giftsReceived, Component: ReceivedPage },
      { path: p.giftFees, Component: SettingsPage },
      { path: p.externalLists, Component: ExternalListsPage },
      { path: p.aboutGiftList, Component: AboutPage },
      { path: p.otherLists, Component: OtherListsPage },
      { path: p.gravata, Component: GravataPage },
    ],
  },
];
