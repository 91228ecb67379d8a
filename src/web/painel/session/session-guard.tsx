// Pages of the panel need a session (SPEC 2.5, 4): nobody signed in goes to /entrar at once.
import { Navigate } from 'react-router';
import { painelPaths } from '../../../shared/routes.ts';
import { SessionGuard } from '../../components/auth/session-guard.tsx';

export function PanelGuard() {
  return <SessionGuard fallback={() => <Navigate to={painelPaths.login} replace />} />;
}
