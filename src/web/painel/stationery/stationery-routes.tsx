// "Papelaria" in the panel: one page per item, each at the address the side panel links to, the
// page's code loaded with the first of them opened.
import type { RouteObject } from 'react-router';
import type { StationeryItem } from '../../../shared/stationery.ts';
import { panelPaths } from '../layout/panel-paths.ts';

const stationeryPage = (item: StationeryItem) => async () => {
  const { StationeryPage } = await import('./stationery-page.tsx');
  return { element: <StationeryPage item={item} /> };
};

export const stationeryRoutes: RouteObject[] = [
  { path: panelPaths.invitation, lazy: stationeryPage('convite') },
  { path: panelPaths.saveTheDate, lazy: stationeryPage('save-the-date') },
  { path: panelPaths.announcement, lazy: stationeryPage('comunicado') },
];
