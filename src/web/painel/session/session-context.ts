// The signed-in session of the panel, given to every page behind the guard.
import { createContext, useContext } from 'react';
import type { SessionInfo } from '../../../shared/auth/schemas.ts';

export interface CurrentSession {
  session: SessionInfo;
  refresh: () => void;
}

export const SessionContext = createContext<CurrentSession | null>(null);

export function useCurrentSession(): CurrentSession {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useCurrentSession outside SessionGuard');
  return value;
}

export function coupleNames(session: SessionInfo): string {
  const c = session.couple;
  return c?.name1 && c.name2 ? `${c.name1} & ${c.name2}` : 'Casal';
}

/** The wedding the couple is working on (null until onboarding created it). */
export function useWeddingId(): string | null {
  return useCurrentSession().session.couple?.activeWeddingId ?? null;
}
