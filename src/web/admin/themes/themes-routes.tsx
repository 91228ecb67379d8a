// The themes studio's pages on the admin host (SPEC 2.7), loaded with their route: the wizard's
// steps and the builder (drag and drop, colour tools) only when a theme is opened.
import type { RouteObject } from 'react-router';
import { adminPagePaths } from '../layout/admin-paths.ts';

export const themesRoutes: RouteObject[] = [
  {
    path: adminPagePaths.themes,
    lazy: async () => ({ Component: (await import('./themes-page.tsx')).ThemesPage }),
  },
  {
    path: `${adminPagePaths.themes}/:themeId`,
    lazy: async () => ({ Component: (await import('./theme-route.tsx')).ThemeIndexRedirect }),
  },
  {
    path: `${adminPagePaths.themes}/:themeId/:step`,
    lazy: async () => ({ Component: (await import('./theme-route.tsx')).ThemeRoute }),
  },
];
