// Who is signed in on this host: GET /api/auth/session, 401 meaning nobody.
import { useCallback, useEffect, useState } from 'react';
import type { SessionInfo } from '../../shared/auth/schemas.ts';
import { ApiError, api } from './api.ts';

export type SessionState =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'error'; message: string }
  | { status: 'signed-in'; session: SessionInfo };

/** The session, or null when nobody is signed in; other failures throw ApiError. */
export async function fetchSession(): Promise<SessionInfo | null> {
  try {
    return await api<SessionInfo>('/api/auth/session');
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export function useSession(): { state: SessionState; refresh: () => void } {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the refresh trigger.
  useEffect(() => {
    let live = true;
    fetchSession()
      .then((session) => {
        if (live) setState(session ? { status: 'signed-in', session } : { status: 'anonymous' });
      })
      .catch((err: unknown) => {
        if (live) setState({ status: 'error', message: err instanceof ApiError ? err.message : String(err) });
      });
    return () => {
      live = false;
    };
  }, [version]);

  return { state, refresh: useCallback(() => setVersion((v) => v + 1), []) };
}

export function logout(): Promise<unknown> {
  return api('/api/auth/logout', { method: 'POST' });
}
