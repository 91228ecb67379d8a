// The avatar menu's account pages: the owner's data pages and LGPD rights, and for a member of the
// wedding (shared access) their own "Minha conta" instead; a member never opens the owner's data.
// Each page loads with its route (issue 24: the dashboard's first screen ships none of them).
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { panelPaths } from '../layout/panel-paths.ts';
import { useWeddingRole } from '../shared-access/use-wedding-role.ts';

function OwnerDataOnly() {
  return useWeddingRole() === 'owner' ? <Outlet /> : <Navigate to={panelPaths.account} replace />;
}

export const accountRoutes: RouteObject[] = [
  {
    path: panelPaths.account,
    lazy: async () => ({ Component: (await import('./account-page.tsx')).AccountPage }),
  },
  {
    Component: OwnerDataOnly,
    children: [
      {
        path: panelPaths.weddingData,
        lazy: async () => ({ Component: (await import('./wedding-data-page.tsx')).WeddingDataPage }),
      },
      {
        path: panelPaths.coupleData,
        lazy: async () => ({ Component: (await import('./couple-data-page.tsx')).CoupleDataPage }),
      },
    ],
  },
];
