// The back office's ready-made lists and the list editor (SPEC 2.7), each loaded with its route.
import type { RouteObject } from 'react-router';
import { adminPagePaths as p } from '../layout/admin-paths.ts';

export const readyListRoutes: RouteObject[] = [
  {
    path: p.readyLists,
    lazy: async () => ({ Component: (await import('./ready-lists-page.tsx')).ReadyListsPage }),
  },
  {
    path: p.giftListEditor,
    lazy: async () => ({ Component: (await import('./ready-list-editor-page.tsx')).ReadyListEditorPage }),
  },
];
