// Who is signed in on this host: GET /api/auth/current-session, null meaning nobody.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SessionInfo } from '../../shared/auth/schemas.ts';
import { ApiError, api } from './api.ts';

export type SessionState =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'error'; message: string }
  | { status: 'signed-in'; session: SessionInfo };

/** The session, or null when nobody is signed in; other failures throw ApiError. */
export async function fetchSession(): Promise<SessionInfo | null> {
  return (await api<{ session: SessionInfo | null }>('/api/auth/current-session')).session;
}

export function useSession(): { state: SessionState; refresh: () => Promise<void> } {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const live = useRef(true);

  // Resolves once the new session is in place, so a caller can navigate on what it now says.
  const refresh = useCallback(async () => {
    try {
      const session = await fetchSession();
      if (live.current) setState(session ? { status: 'signed-in', session } : { status: 'anonymous' });
    } catch (err) {
      if (live.current)
        setState({ status: 'error', message: err instanceof ApiError ? err.message : String(err) });
    }
  }, []);

  useEffect(() => {
    live.current = true;
    void refresh();
    return () => {
      live.current = false;
    };
  }, [refresh]);

  return { state, refresh };
}

export function logout(): Promise<unknown> {
  return api('/api/auth/logout', { method: 'POST' });
}
