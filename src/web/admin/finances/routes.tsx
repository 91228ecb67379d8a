// The back office's finances page (DESIGN.md section 6), loaded with its route.
import type { RouteObject } from 'react-router';
import { adminPagePaths as p } from '../layout/admin-paths.ts';

export const financesRoutes: RouteObject[] = [
  { path: p.finances, lazy: async () => ({ Component: (await import('./finances-page.tsx')).FinancesPage }) },
];
