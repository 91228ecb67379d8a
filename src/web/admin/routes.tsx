// Route set of the admin host (SPEC 2.7).
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page.tsx';

export const adminRoutes: RouteObject[] = [{ path: '*', Component: NotFoundPage }];
