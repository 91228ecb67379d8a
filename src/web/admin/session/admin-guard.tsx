// Every admin page needs an admin session: anonymous visitors and couples get the admin login in
// place of the page, never its data (DESIGN.md section 2). The guard itself is shared with the panel.
import { useNavigate } from 'react-router';
import type { SessionInfo } from '../../../shared/auth/schemas.ts';
import { isTwoFactorStep } from '../../../shared/auth/two-factor.ts';
import { LoginPage } from '../../components/auth/login-page.tsx';
import { SessionGuard, useCurrentSession } from '../../components/auth/session-guard.tsx';

export function useAdminSession(): SessionInfo {
  return useCurrentSession().session;
}

export function AdminGuard() {
  const navigate = useNavigate();
  return (
    <SessionGuard
      accepts={(session) => session.user.role === 'admin'}
      fallback={(session, refresh) => (
        <LoginPage
          key={session ? session.user.id : 'anonymous'}
          area="admin"
          restricted={session !== null}
          onSignedIn={(to) => (isTwoFactorStep(to) ? navigate(to) : refresh())}
        />
      )}
    />
  );
}
