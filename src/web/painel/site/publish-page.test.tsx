// "Publicação e senha": publishing only through the checklist's dialog, taking the site down here
// with its error shown once, and the link and password forms asking before their text is left.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { slugMessages } from '../../../shared/slug.ts';
import { ApiError } from '../../lib/api.ts';
import { checkSlug, saveSlug } from '../onboarding/onboarding-api.ts';
import { UnsavedChangesGuard } from './leave-dialog.tsx';
import { PasswordCard } from './password-card.tsx';
import { OpenPublishContext } from './publish-dialog.tsx';
import { PublishPage } from './publish-page.tsx';
import { setPublished } from './site-api.ts';
import { SlugCard } from './slug-card.tsx';

const site = {
  slug: 'ana-e-leo',
  published: false,
  hiddenFromSearch: false,
  searchIndexing: false,
  hasPassword: false,
  settings: { messagesRequireApproval: false },
};
const cache = { update: vi.fn(), setSettings: vi.fn(), refreshSummary: vi.fn() };

vi.mock('./use-site-editor.ts', () => ({
  useLoadedSite: () => ({ weddingId: 'w1', site }),
  useSiteCache: () => cache,
}));
vi.mock('./site-api.ts', () => ({
  setPublished: vi.fn(async () => undefined),
  setHiddenFromSearch: vi.fn(),
  saveSettings: vi.fn(),
  setSitePassword: vi.fn(async () => undefined),
}));
vi.mock('../onboarding/onboarding-api.ts', () => ({ checkSlug: vi.fn(), saveSlug: vi.fn() }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() } }));

beforeEach(() => {
  vi.clearAllMocks();
  site.published = false;
});

/** The page inside the editor's guard, with a link to another page of the editor. */
function renderInEditor(page: ReactNode) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <UnsavedChangesGuard>
          {page}
          <Link to="/secoes">Seções</Link>
        </UnsavedChangesGuard>
      ),
    },
    { path: '/secoes', element: <h1>Editar seções do site</h1> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('Publicação', () => {
  it('opens the publish dialog, with its checklist, instead of publishing at once', async () => {
    const openPublish = vi.fn();
    render(
      <OpenPublishContext.Provider value={openPublish}>
        <PublishPage />
      </OpenPublishContext.Provider>,
    );
    expect(screen.getByText('Fora do ar: só vocês veem o site, pela prévia.')).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Site publicado' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Publicar o site' }));
    expect(openPublish).toHaveBeenCalledOnce();
    expect(setPublished).not.toHaveBeenCalled();
  });

  it('takes a live site down with "Despublicar" after asking, and shows a refusal in the question', async () => {
    site.published = true;
    render(<PublishPage />);
    expect(screen.getByText('No ar: os convidados já podem abrir o site pelo link.')).toBeTruthy();
    vi.mocked(setPublished).mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'Tente de novo.'));
    await userEvent.click(screen.getByRole('button', { name: 'Despublicar' }));
    const question = await screen.findByRole('dialog', { name: 'Tirar o site do ar?' });
    expect(setPublished).not.toHaveBeenCalled();
    await userEvent.click(within(question).getByRole('button', { name: 'Despublicar' }));
    expect((await within(question).findByRole('alert')).textContent).toBe('Tente de novo.');
    expect(screen.getAllByText('Tente de novo.')).toHaveLength(1);

    await userEvent.click(within(question).getByRole('button', { name: 'Despublicar' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Site despublicado. Só vocês podem vê-lo agora.'),
    );
    expect(setPublished).toHaveBeenLastCalledWith('w1', false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the site live when the couple answers "Cancelar"', async () => {
    site.published = true;
    render(<PublishPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Despublicar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(setPublished).not.toHaveBeenCalled();
  });
});

describe('leaving "Publicação e senha" with text not saved', () => {
  it('asks "Sair sem salvar?" for a password typed, and lets go once it is saved', async () => {
    const router = renderInEditor(<PasswordCard />);
    await userEvent.type(screen.getByLabelText('Senha do site'), 'amor2031');
    await userEvent.click(screen.getByRole('link', { name: 'Seções' }));
    const ask = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    await userEvent.click(screen.getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(ask.isConnected).toBe(false));
    expect(router.state.location.pathname).toBe('/');
    expect((screen.getByLabelText('Senha do site') as HTMLInputElement).value).toBe('amor2031');

    await userEvent.click(screen.getByRole('button', { name: 'Definir senha' }));
    await waitFor(() => expect((screen.getByLabelText('Senha do site') as HTMLInputElement).value).toBe(''));
    await userEvent.click(screen.getByRole('link', { name: 'Seções' }));
    expect(await screen.findByRole('heading', { name: 'Editar seções do site' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for a link typed, and lets go once "Salvar link" saved it', async () => {
    vi.mocked(checkSlug).mockResolvedValue({ slug: 'joao-e-maria', valid: true, available: true });
    vi.mocked(saveSlug).mockResolvedValue('joao-e-maria');
    const router = renderInEditor(<SlugCard />);
    const field = screen.getByLabelText('Alterar link');
    await userEvent.clear(field);
    await userEvent.type(field, 'joao-e-maria');
    await userEvent.click(screen.getByRole('link', { name: 'Seções' }));
    await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    await userEvent.click(screen.getByRole('button', { name: 'Continuar editando' }));
    expect(router.state.location.pathname).toBe('/');

    expect(await screen.findByText(slugMessages.available, {}, { timeout: 2000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar link' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(slugMessages.saved));
    await userEvent.click(screen.getByRole('link', { name: 'Seções' }));
    expect(await screen.findByRole('heading', { name: 'Editar seções do site' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves without saving when asked to', async () => {
    const router = renderInEditor(<PasswordCard />);
    await userEvent.type(screen.getByLabelText('Senha do site'), 'rascunho');
    await userEvent.click(screen.getByRole('link', { name: 'Seções' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/secoes'));
  });
});
