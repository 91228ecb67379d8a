// "Serviços Adicionais" in the panel: the services page, where the keepsake is bought and kept
// (its old address leads there). Money pages: a planner reads why not instead.
import { Navigate, type RouteObject } from 'react-router';
import { panelPaths } from '../layout/panel-paths.ts';
import { DomainPage } from './domain-page.tsx';
import { ExtrasPage } from './extras-page.tsx';

export const extrasRoutes: RouteObject[] = [
  { path: panelPaths.services, Component: ExtrasPage },
  { path: panelPaths.customDomain, Component: DomainPage },
  { path: panelPaths.siteDownload, element: <Navigate to={panelPaths.services} replace /> },
];
