// The back office's finances page (DESIGN.md section 6).
import type { RouteObject } from 'react-router';
import { adminPagePaths as p } from '../layout/admin-paths.ts';
import { FinancesPage } from './finances-page.tsx';

export const financesRoutes: RouteObject[] = [{ path: p.finances, Component: FinancesPage }];
