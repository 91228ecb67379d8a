// The back office's ready-made lists and the list editor (SPEC 2.7).
import type { RouteObject } from 'react-router';
import { adminPagePaths as p } from '../layout/admin-paths.ts';
import { ReadyListEditorPage } from './ready-list-editor-page.tsx';
import { ReadyListsPage } from './ready-lists-page.tsx';

export const readyListRoutes: RouteObject[] = [
  { path: p.readyLists, Component: ReadyListsPage },
  { path: p.giftListEditor, Component: ReadyListEditorPage },
];
