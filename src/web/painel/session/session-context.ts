// The signed-in session of the panel, given to every page behind the guard.
import type { SessionInfo } from '../../../shared/auth/schemas.ts';
import { useCurrentSession } from '../../components/auth/session-guard.tsx';

export { type CurrentSession, useCurrentSession } from '../../components/auth/session-guard.tsx';

export function coupleNames(session: SessionInfo): string {
  const c = session.couple;
  return c?.name1 && c.name2 ? `${c.name1} & ${c.name2}` : 'Casal';
}

/** The wedding the couple is working on (null until onboarding created it). */
export function useWeddingId(): string | null {
  return useCurrentSession().session.couple?.activeWeddingId ?? null;
}
