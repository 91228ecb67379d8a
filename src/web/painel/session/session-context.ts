// The signed-in session of the panel, given to every page behind the guard.
import type { SessionInfo } from '../../../shared/auth/schemas.ts';
import { formatDateLong } from '../../../shared/dates.ts';
import { useCurrentSession } from '../../components/auth/session-guard.tsx';

export { type CurrentSession, useCurrentSession } from '../../components/auth/session-guard.tsx';

export function coupleNames(session: SessionInfo): string {
  const c = session.couple;
  return c?.name1 && c.name2 ? `${c.name1} & ${c.name2}` : 'Casal';
}

function firstName(name: string | null | undefined, fallback: string): string {
  return name?.trim().split(/\s+/)[0] || fallback;
}

/**
 * What a theme miniature shows of this couple: first names ("Camila & Bruno") and their wedding
 * date in pt-BR, or no date line while they have not set one.
 */
export function useThumbnailCouple(): { names: string; date: string | null } {
  const c = useCurrentSession().session.couple;
  return {
    names: `${firstName(c?.name1, 'Ana')} & ${firstName(c?.name2, 'Rui')}`,
    date: c?.weddingDate ? formatDateLong(c.weddingDate) : null,
  };
}

/** The wedding the couple is working on (null until onboarding created it). */
export function useWeddingId(): string | null {
  return useCurrentSession().session.couple?.activeWeddingId ?? null;
}
