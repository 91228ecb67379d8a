// The avatar menu's account pages: the owner's data pages and LGPD rights, and for a member of the
// wedding (shared access) their own "Minha conta" instead; a member never opens the owner's data.
// Each page loads with its route.
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { panelPaths } from '../layout/panel-paths.ts';
import { useWeddingRole } from '../shared-access/use-wedding-role.ts';

async function loadAccountPage() {
  const [{ AccountPrivacyPage }, { MemberAccountPage }] = await Promise.all([
    import('./account-privacy-page.tsx'),
    import('./member-account-page.tsx'),
  ]);
  function AccountPage() {
    return useWeddingRole() === 'owner' ? <AccountPrivacyPage /> : <MemberAccountPage />;
  }
  return { Component: AccountPage };
}

function OwnerDataOnly() {
  return useWeddingRole() === 'owner' ? <Outlet /> : <Navigate to={panelPaths.account} replace />;
}

export const accountRoutes: RouteObject[] = [
  { path: panelPaths.account, lazy: loadAccountPage },
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
