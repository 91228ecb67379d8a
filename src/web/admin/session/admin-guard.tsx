// Every admin page needs an admin session: anonymous visitors and couples get the admin login in
// place of the page, never its data (DESIGN.md section 2). The guard itself is shared with the panel.
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import type { SessionInfo } from '../../../shared/auth/schemas.ts';
import { isTwoFactorStep } from '../../../shared/auth/two-factor.ts';
import { SessionGuard, useCurrentSession } from '../../components/auth/session-guard.tsx';

// The login form and its form library load only when the form is shown, not with every admin page.
const LoginPage = lazy(async () => ({
  default: (await import('../../components/auth/login-page.tsx')).LoginPage,
}));

export function useAdminSession(): SessionInfo {
  return useCurrentSession().session;
}

export function AdminGuard() {
  const navigate = useNavigate();
  return (
    <SessionGuard
      accepts={(session) => session.user.role === 'admin'}
      fallback={(session, refresh) => (
        <Suspense>
          <LoginPage
            key={session ? session.user.id : 'anonymous'}
            area="admin"
            restricted={session !== null}
            onSignedIn={(to) => (isTwoFactorStep(to) ? navigate(to) : refresh())}
          />
        </Suspense>
      )}
    />
  );
}
