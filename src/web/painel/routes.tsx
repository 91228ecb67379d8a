// Route set of the couple panel host (SPEC 2.7, couple-panel routes).
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page.tsx';

export const painelRoutes: RouteObject[] = [{ path: '*', Component: NotFoundPage }];
