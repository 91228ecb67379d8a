// "Papelaria" in the panel: one page per item, each at the address the side panel links to.
import type { RouteObject } from 'react-router';
import { panelPaths } from '../layout/panel-paths.ts';
import { StationeryPage } from './stationery-page.tsx';

export const stationeryRoutes: RouteObject[] = [
  { path: panelPaths.invitation, element: <StationeryPage item="convite" /> },
  { path: panelPaths.saveTheDate, element: <StationeryPage item="save-the-date" /> },
  { path: panelPaths.announcement, element: <StationeryPage item="comunicado" /> },
];
