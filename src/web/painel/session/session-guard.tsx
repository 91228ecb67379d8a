// Pages of the panel need a session (SPEC 2.5, 4): nobody signed in goes to /entrar at once.
import { Navigate, Outlet } from 'react-router';
import { painelPaths } from '../../../shared/routes.ts';
import { Button } from '../../components/ui/button.tsx';
import { useSession } from '../../lib/use-session.ts';
import { SessionContext } from './session-context.ts';

export function CenteredNote({ children }: { children: React.ReactNode }) {
  return (
    <div className="grid min-h-dvh place-items-center bg-cream px-6 text-center text-muted">{children}</div>
  );
}

export function SessionGuard() {
  const { state, refresh } = useSession();
  if (state.status === 'loading') {
    return (
      <CenteredNote>
        <p role="status">Carregando...</p>
      </CenteredNote>
    );
  }
  if (state.status === 'anonymous') return <Navigate to={painelPaths.login} replace />;
  if (state.status === 'error') {
    return (
      <CenteredNote>
        <div>
          <p role="alert" className="font-medium text-danger">
            {state.message}
          </p>
          <Button variant="outline" className="mt-4" onClick={refresh}>
            Tentar novamente
          </Button>
        </div>
      </CenteredNote>
    );
  }
  return (
    <SessionContext.Provider value={{ session: state.session, refresh }}>
      <Outlet />
    </SessionContext.Provider>
  );
}
