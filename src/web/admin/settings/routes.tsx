// The back office's settings page (DESIGN.md section 6). The gift-list area's "Configurações da
// lista" entry opens it too: the fee, release delay and instalments are its first fields.
import type { RouteObject } from 'react-router';
import { adminPagePaths as p } from '../layout/admin-paths.ts';
import { SettingsPage } from './settings-page.tsx';

export const settingsRoutes: RouteObject[] = [
  { path: p.settings, Component: SettingsPage },
  { path: p.giftListSettings, Component: SettingsPage },
];
