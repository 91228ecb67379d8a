// The signed-in panel's routes (SPEC 2.6) inside the panel layout.
import type { RouteObject } from 'react-router';
import { painelPaths as p } from '../../../shared/routes.ts';
import { PanelShell } from '../session/panel-shell.tsx';
import { DashboardPage } from './dashboard-page.tsx';

export const dashboardRoutes: RouteObject[] = [
  {
    Component: PanelShell,
    children: [{ path: p.dashboard, Component: DashboardPage }],
  },
];
