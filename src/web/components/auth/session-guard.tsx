// One guard for the signed-in hosts (panel and admin): while the session loads it says so, a failed
// load offers "Tentar novamente", and a visitor the host does not accept gets `fallback` (the panel
// sends them to /entrar, the admin shows its login) in place of the page, never its data.
import { createContext, type ReactNode, useContext } from 'react';
import { Outlet } from 'react-router';
import type { SessionInfo } from '../../../shared/auth/schemas.ts';
import { useSession } from '../../lib/use-session.ts';
import { Button } from '../ui/button.tsx';

export interface CurrentSession {
  session: SessionInfo;
  /** Loads the session again (after a change of name, e-mail, wedding...); resolves once it is in. */
  refresh: () => Promise<void>;
}

const SessionContext = createContext<CurrentSession | null>(null);

/** The signed-in session of a page behind the SessionGuard. */
export function useCurrentSession(): CurrentSession {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useCurrentSession outside SessionGuard');
  return value;
}

/** Gives a session to the children as the guard does: for component tests of guarded pages. */
export function SessionProvider({ value, children }: { value: CurrentSession; children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

function CenteredNote({ children }: { children: ReactNode }) {
  return (
    <div className="grid min-h-dvh place-items-center bg-cream px-6 text-center text-muted">{children}</div>
  );
}

interface SessionGuardProps {
  /** Whether this host lets the signed-in account in (the admin takes only administrators). */
  accepts?: (session: SessionInfo) => boolean;
  /** What replaces the page for a visitor not accepted: nobody signed in (null) or the wrong account. */
  fallback: (session: SessionInfo | null, refresh: () => void) => ReactNode;
}

export function SessionGuard({ accepts = () => true, fallback }: SessionGuardProps) {
  const { state, refresh } = useSession();
  if (state.status === 'loading') {
    return (
      <CenteredNote>
        <p role="status">Carregando...</p>
      </CenteredNote>
    );
  }
  if (state.status === 'error') {
    return (
      <CenteredNote>
        <div>
          <p role="alert" className="font-medium text-danger">
            {state.message}
          </p>
          <Button variant="outline" className="mt-4" onClick={() => void refresh()}>
            Tentar novamente
          </Button>
        </div>
      </CenteredNote>
    );
  }
  if (state.status === 'anonymous') return fallback(null, refresh);
  if (!accepts(state.session)) return fallback(state.session, refresh);
  return (
    <SessionProvider value={{ session: state.session, refresh }}>
      <Outlet />
    </SessionProvider>
  );
}
