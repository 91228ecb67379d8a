// The avatar menu's account pages: the owner's data pages and LGPD rights, and for a member of the
// wedding (shared access) their own "Minha conta" instead; a member never opens the owner's data.
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { panelPaths } from '../layout/panel-paths.ts';
import { useWeddingRole } from '../shared-access/use-wedding-role.ts';
import { AccountPrivacyPage } from './account-privacy-page.tsx';
import { CoupleDataPage } from './couple-data-page.tsx';
import { MemberAccountPage } from './member-account-page.tsx';
import { WeddingDataPage } from './wedding-data-page.tsx';

function AccountPage() {
  return useWeddingRole() === 'owner' ? <AccountPrivacyPage /> : <MemberAccountPage />;
}

function OwnerDataOnly() {
  return useWeddingRole() === 'owner' ? <Outlet /> : <Navigate to={panelPaths.account} replace />;
}

export const accountRoutes: RouteObject[] = [
  { path: panelPaths.account, Component: AccountPage },
  {
    Component: OwnerDataOnly,
    children: [
      { path: panelPaths.weddingData, Component: WeddingDataPage },
      { path: panelPaths.coupleData, Component: CoupleDataPage },
    ],
  },
];
