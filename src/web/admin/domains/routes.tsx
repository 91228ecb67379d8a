// The back office's custom-domain orders (issue 23).
import type { RouteObject } from 'react-router';
import { adminPagePaths as p } from '../layout/admin-paths.ts';
import { DomainsPage } from './domains-page.tsx';

export const domainsRoutes: RouteObject[] = [{ path: p.domains, Component: DomainsPage }];
