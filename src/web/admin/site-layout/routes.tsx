// "Layout" (issue 24): the marketing content of the public pages.
import type { RouteObject } from 'react-router';
import { adminPagePaths as p } from '../layout/admin-paths.ts';
import { LayoutPage } from './layout-page.tsx';

export const siteLayoutRoutes: RouteObject[] = [{ path: p.layout, Component: LayoutPage }];
