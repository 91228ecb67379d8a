// Login calls and where a signed-in person goes next, on whichever host the form is shown.
import { useEffect } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import type { SessionInfo } from '../../../shared/auth/schemas.ts';
import { hostKindOf } from '../../../shared/hosts.ts';
import { api } from '../../lib/api.ts';
import { hostUrl } from '../../lib/hosts.ts';
import { fetchSession } from '../../lib/use-session.ts';

export async function login(email: string, password: string): Promise<string> {
  const { redirectTo } = await api<{ redirectTo: string }>('/api/auth/login', {
    method: 'POST',
    json: { email, password },
  });
  return redirectTo;
}

/** Absolute URLs (another host) load the page; paths stay inside this host's router. */
export function goTo(redirectTo: string, navigate: NavigateFunction): void {
  if (/^https?:\/\//.test(redirectTo)) window.location.assign(redirectTo);
  else navigate(redirectTo, { replace: true });
}

/** Sends someone who is already signed in to where they left off (SPEC 2.4). */
export async function continueSignedIn(session: SessionInfo, navigate: NavigateFunction): Promise<void> {
  const host = hostKindOf(window.location.host);
  if (host === 'admin') {
    if (session.user.role === 'admin') navigate('/', { replace: true });
    return;
  }
  const couple = session.couple;
  if (couple && couple.signUpStep < 3) {
    const path = `/crie-sua-conta/passo-${couple.signUpStep + 1}`;
    if (host === 'public') navigate(path, { replace: true });
    else window.location.replace(hostUrl('public', path));
    return;
  }
  const next =
    session.user.role === 'admin'
      ? '/admin'
      : couple && !couple.onboardingCompleted
        ? '/onboarding'
        : '/dashboard';
  if (host === 'painel' && session.user.role !== 'admin') {
    navigate(next, { replace: true });
    return;
  }
  // Another host holds the page: the hand-off signs that host in and lands there.
  const { redirectTo } = await api<{ redirectTo: string }>('/api/auth/handoff', {
    method: 'POST',
    json: { next },
  });
  window.location.assign(redirectTo);
}

/** On mount: a visitor with a session skips the login form. */
export function useSkipLoginWhenSignedIn(): void {
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    fetchSession()
      .then((session) => (live && session ? continueSignedIn(session, navigate) : undefined))
      .catch(() => {
        // Could not tell: the form stays, and signing in still works.
      });
    return () => {
      live = false;
    };
  }, [navigate]);
}
