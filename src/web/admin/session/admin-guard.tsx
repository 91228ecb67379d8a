// Every admin page needs an admin session: anonymous visitors and couples get the admin login in
// place of the page, never its data (DESIGN.md section 2).
import { createContext, useContext } from 'react';
import { Outlet, useNavigate } from 'react-router';
import type { SessionInfo } from '../../../shared/auth/schemas.ts';
import { isTwoFactorStep } from '../../../shared/auth/two-factor.ts';
import { LoginPage } from '../../components/auth/login-page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useSession } from '../../lib/use-session.ts';

const AdminSessionContext = createContext<SessionInfo | null>(null);

export function useAdminSession(): SessionInfo {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error('useAdminSession outside AdminGuard');
  return session;
}

export function AdminGuard() {
  const { state, refresh } = useSession();
  const navigate = useNavigate();
  if (state.status === 'loading') {
    return (
      <p role="status" className="grid min-h-dvh place-items-center bg-cream text-muted">
        Carregando...
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="grid min-h-dvh place-items-center bg-cream px-6 text-center">
        <div>
          <p role="alert" className="font-medium text-danger">
            {state.message}
          </p>
          <Button variant="outline" className="mt-4" onClick={refresh}>
            Tentar novamente
          </Button>
        </div>
      </div>
    );
  }
  if (state.status === 'anonymous' || state.session.user.role !== 'admin') {
    return (
      <LoginPage
        key={state.status === 'signed-in' ? state.session.user.id : 'anonymous'}
        area="admin"
        restricted={state.status === 'signed-in'}
        onSignedIn={(to) => (isTwoFactorStep(to) ? navigate(to) : refresh())}
      />
    );
  }
  return (
    <AdminSessionContext.Provider value={state.session}>
      <Outlet />
    </AdminSessionContext.Provider>
  );
}
