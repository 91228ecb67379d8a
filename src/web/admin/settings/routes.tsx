// The back office's settings page (DESIGN.md section 6), loaded with its route. The gift-list
// area's "Configurações da lista" entry opens it too: the fee, release delay and instalments are its
// first fields.
import type { RouteObject } from 'react-router';
import { adminPagePaths as p } from '../layout/admin-paths.ts';

const settingsPage = async () => ({ Component: (await import('./settings-page.tsx')).SettingsPage });

export const settingsRoutes: RouteObject[] = [
  { path: p.settings, lazy: settingsPage },
  { path: p.giftListSettings, lazy: settingsPage },
];
