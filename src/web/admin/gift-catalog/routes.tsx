// The back office's catalogue pages (SPEC 2.7, 2.8): categories and products, each loaded with its
// route.
import type { RouteObject } from 'react-router';
import { adminPagePaths as p } from '../layout/admin-paths.ts';

export const giftCatalogRoutes: RouteObject[] = [
  {
    path: p.categories,
    lazy: async () => ({ Component: (await import('./categories-page.tsx')).CategoriesPage }),
  },
  {
    path: p.catalogue,
    lazy: async () => ({ Component: (await import('./catalogue-page.tsx')).CataloguePage }),
  },
];
