// The themes studio's pages on the admin host (SPEC 2.7).
import type { RouteObject } from 'react-router';
import { adminPagePaths } from '../layout/admin-paths.ts';
import { ThemeIndexRedirect, ThemeRoute } from './theme-route.tsx';
import { ThemesPage } from './themes-page.tsx';

export const themesRoutes: RouteObject[] = [
  { path: adminPagePaths.themes, Component: ThemesPage },
  { path: `${adminPagePaths.themes}/:themeId`, Component: ThemeIndexRedirect },
  { path: `${adminPagePaths.themes}/:themeId/:step`, Component: ThemeRoute },
];
