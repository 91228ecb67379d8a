import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionInfo } from '../../../shared/auth/schemas.ts';
import { expectRefusal } from '../../testing/form-helpers.ts';
import { SessionGuard, useCurrentSession } from './session-guard.tsx';

function reply(status: number, body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status }));
}

function session(role: 'couple' | 'admin'): SessionInfo {
  return { user: { id: 'u1', email: 'casal@exemplo.com', role } } as unknown as SessionInfo;
}

/** What GET /api/auth/current-session answers: the session, or null for a visitor (never a 401). */
function current(value: SessionInfo | null) {
  return reply(200, { session: value });
}

function Page() {
  const { session } = useCurrentSession();
  return <p>Página de {session.user.email}</p>;
}

function renderGuard(accepts?: (s: SessionInfo) => boolean) {
  const router = createMemoryRouter([
    {
      element: (
        <SessionGuard
          accepts={accepts}
          fallback={(current) => (
            <p>{current ? `Conta recusada: ${current.user.email}` : 'Entre primeiro'}</p>
          )}
        />
      ),
      children: [{ path: '/', element: <Page /> }],
    },
  ]);
  render(<RouterProvider router={router} />);
}

afterEach(() => vi.unstubAllGlobals());

describe('SessionGuard', () => {
  it('says it is loading, then shows the page with the session', async () => {
    const fetch = vi.fn(() => current(session('couple')));
    vi.stubGlobal('fetch', fetch);
    renderGuard();
    expect(screen.getByRole('status').textContent).toBe('Carregando...');
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('/api/auth/current-session');
    expect(await screen.findByText('Página de casal@exemplo.com')).toBeTruthy();
  });

  it('gives the fallback to a visitor nobody signed in', async () => {
    vi.stubGlobal('fetch', () => current(null));
    renderGuard();
    expect(await screen.findByText('Entre primeiro')).toBeTruthy();
  });

  it('gives the fallback, with the session, to an account the host does not accept', async () => {
    vi.stubGlobal('fetch', () => current(session('couple')));
    renderGuard((s) => s.user.role === 'admin');
    expect(await screen.findByText('Conta recusada: casal@exemplo.com')).toBeTruthy();
    expect(screen.queryByText(/Página de/)).toBeNull();
  });

  it('offers "Tentar novamente" when the session does not load, and loads it again', async () => {
    const fetch = vi
      .fn()
      .mockImplementationOnce(() => reply(500, { error: { code: 'INTERNAL', message: 'Falhou.' } }))
      .mockImplementation(() => current(session('admin')));
    vi.stubGlobal('fetch', fetch);
    renderGuard((s) => s.user.role === 'admin');
    await expectRefusal('Falhou.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Página de casal@exemplo.com')).toBeTruthy();
  });
});
