// "Serviços Adicionais" in the panel: the services page, where the keepsake is bought and kept
// (its old address leads there). Money pages: a planner reads why not instead.
import { Navigate, type RouteObject } from 'react-router';
import { lazyRoute } from '../../components/lazy-route.ts';
import { panelPaths } from '../layout/panel-paths.ts';

export const extrasRoutes: RouteObject[] = [
  lazyRoute(panelPaths.services, async () => (await import('./extras-page.tsx')).ExtrasPage),
  lazyRoute(panelPaths.customDomain, async () => (await import('./domain-page.tsx')).DomainPage),
  { path: panelPaths.siteDownload, element: <Navigate to={panelPaths.services} replace /> },
];
