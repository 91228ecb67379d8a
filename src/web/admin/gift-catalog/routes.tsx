// The back office's catalogue pages (SPEC 2.7, 2.8): categories and products.
import type { RouteObject } from 'react-router';
import { adminPagePaths as p } from '../layout/admin-paths.ts';
import { CataloguePage } from './catalogue-page.tsx';
import { CategoriesPage } from './categories-page.tsx';

export const giftCatalogRoutes: RouteObject[] = [
  { path: p.categories, Component: CategoriesPage },
  { path: p.catalogue, Component: CataloguePage },
];
