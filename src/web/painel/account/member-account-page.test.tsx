// "Minha conta" of a member of the wedding (shared access): the partner and the cerimonialista see
// their own e-mail and name, change them and their password (a wrong current password marks its
// field), and the owner's data pages send them back here; the owner keeps their own pages.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionInfo } from '../../../shared/auth/schemas.ts';
import { memberAccountTexts as t } from '../../../shared/member-account.ts';
import { SessionProvider } from '../../components/auth/session-guard.tsx';
import { ApiError } from '../../lib/api.ts';
import { coupleSession } from '../../testing/couple-session.ts';
import { retype } from '../../testing/form-helpers.ts';
import { panelPaths } from '../layout/panel-paths.ts';
import { changeOwnPassword, saveOwnName } from './account-api.ts';
import { accountRoutes } from './account-routes.tsx';

vi.mock('./account-api.ts', () => ({
  ownAccountKey: ['own-account'],
  fetchOwnAccount: vi.fn(async () => ({ email: 'carla@cerimonial.com', name: 'Carla' })),
  saveOwnName: vi.fn(async () => undefined),
  changeOwnPassword: vi.fn(async () => undefined),
  saveCoupleData: vi.fn(),
  saveWeddingDate: vi.fn(),
  deleteAccount: vi.fn(),
  exportUrl: '/api/account/export',
}));

const owner = coupleSession({ name1: 'Helena', name2: 'Rafael', phone: '11987654321' });
const member = (role: 'partner' | 'planner'): SessionInfo => ({
  ...owner,
  user: { ...owner.user, email: 'carla@cerimonial.com' },
  weddingRole: role,
});

function openAt(path: string, session: SessionInfo) {
  const router = createMemoryRouter(accountRoutes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionProvider value={{ session, refresh: vi.fn() }}>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return router;
}

// The pages load with their routes: importing them first keeps a cold import out of every
// `findBy…` below (its one second would otherwise cover compiling the page).
beforeAll(async () => {
  await Promise.all([
    import('./account-page.tsx'),
    import('./couple-data-page.tsx'),
    import('./wedding-data-page.tsx'),
  ]);
});

beforeEach(() => vi.clearAllMocks());

describe('Minha conta of a member', () => {
  it.each(['partner', 'planner'] as const)('the %s never opens the owner’s data pages', async (role) => {
    for (const path of [panelPaths.coupleData, panelPaths.weddingData, panelPaths.account]) {
      const router = openAt(path, member(role));
      expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeTruthy();
      expect(router.state.location.pathname).toBe(panelPaths.account);
      expect(screen.queryByDisplayValue('Helena')).toBeNull();
      expect(screen.queryByText(/98765/)).toBeNull();
      router.dispose();
      document.body.innerHTML = '';
    }
  });

  it('saves the member’s own name', async () => {
    openAt(panelPaths.account, member('planner'));
    expect(await screen.findByText('carla@cerimonial.com')).toBeTruthy();
    const name = screen.getByLabelText(t.name);
    await retype(name, 'Carla Dias');
    await userEvent.click(screen.getByRole('button', { name: t.saveName }));
    await vi.waitFor(() => expect(saveOwnName).toHaveBeenCalledWith({ name: 'Carla Dias' }));
  });

  it('changes the password; a wrong current one is refused on its field', async () => {
    openAt(panelPaths.account, member('partner'));
    vi.mocked(changeOwnPassword).mockRejectedValueOnce(
      new ApiError(400, 'WRONG_PASSWORD', 'Senha incorreta.'),
    );
    const current = await screen.findByLabelText(t.currentPassword);
    await userEvent.type(current, 'errada');
    await userEvent.type(screen.getByLabelText(t.newPassword), 'Outra-Senha-2028!');
    await userEvent.click(screen.getByRole('button', { name: t.savePassword }));
    expect((await screen.findByText('Senha incorreta.')).id).toBe(current.getAttribute('aria-describedby'));
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(changeOwnPassword).toHaveBeenCalledWith({
      currentPassword: 'errada',
      newPassword: 'Outra-Senha-2028!',
    });
  });
});

describe('the owner’s account pages', () => {
  it('stay the owner’s', async () => {
    openAt(panelPaths.coupleData, owner);
    expect(await screen.findByDisplayValue('Helena')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: t.title })).toBeNull();
  });
});
