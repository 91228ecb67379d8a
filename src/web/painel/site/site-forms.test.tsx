// The site editor's forms on the form kit: the password's rule, the site link's normalisation and
// the server's refusal, the music link's check and which music plays, and a section's text refused
// by the server on its field.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { slugMessages } from '../../../shared/slug.ts';
import { ApiError } from '../../lib/api.ts';
import { checkSlug, saveSlug } from '../onboarding/onboarding-api.ts';
import { MusicPage } from './music-page.tsx';
import { PasswordCard } from './password-card.tsx';
import { patchSection, saveSettings, setSitePassword } from './site-api.ts';
import { SlugCard } from './slug-card.tsx';
import { TextEditor } from './text-editors.tsx';

const site = {
  slug: 'ana-e-leo',
  published: false,
  hasPassword: false,
  settings: { music: { mediaId: null as string | null, url: null as string | null } },
};
const cache = { setState: vi.fn(), update: vi.fn(), setSettings: vi.fn(), refreshSummary: vi.fn() };

vi.mock('./use-site-editor.ts', () => ({
  useLoadedSite: () => ({ weddingId: 'w1', site }),
  useSiteCache: () => cache,
  useMediaLibrary: () => ({ byId: new Map(), remember: vi.fn() }),
  useStorageUsage: () => ({ data: undefined }),
}));
vi.mock('../session/session-context.ts', () => ({ useWeddingId: () => 'w1' }));
vi.mock('./site-api.ts', () => ({
  setSitePassword: vi.fn(async () => undefined),
  saveSettings: vi.fn(),
  patchSection: vi.fn(),
}));
vi.mock('../onboarding/onboarding-api.ts', () => ({ checkSlug: vi.fn(), saveSlug: vi.fn() }));

beforeEach(() => vi.clearAllMocks());

describe('Senha do site', () => {
  it('refuses a short password above the button, marks the field, and sets a good one', async () => {
    render(<PasswordCard />);
    const field = screen.getByLabelText('Senha do site');
    await userEvent.type(field, 'abc1234');
    await userEvent.click(screen.getByRole('button', { name: 'Definir senha' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A senha do site precisa ter pelo menos 8 caracteres.',
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(field.getAttribute('aria-describedby')).toContain('site-senha-dica');
    expect(setSitePassword).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, ' amor2031 ');
    await userEvent.click(screen.getByRole('button', { name: 'Definir senha' }));
    await waitFor(() => expect(setSitePassword).toHaveBeenCalledWith('w1', 'amor2031'));
    await waitFor(() => expect((field as HTMLInputElement).value).toBe(''));
  });

  it('removes the password with the side button', async () => {
    site.hasPassword = true;
    render(<PasswordCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Remover senha' }));
    await waitFor(() => expect(setSitePassword).toHaveBeenCalledWith('w1', null));
    site.hasPassword = false;
  });
});

describe('Link do site', () => {
  it('normalises the typed link, checks it, and shows a link taken meanwhile as taken', async () => {
    vi.mocked(checkSlug).mockResolvedValue({ slug: 'joao-e-maria', valid: true, available: true });
    vi.mocked(saveSlug).mockRejectedValue(new ApiError(409, 'SLUG_TAKEN', 'Link em uso.'));
    render(<SlugCard />);
    const field = screen.getByLabelText('Alterar link') as HTMLInputElement;
    expect(field.value).toBe('ana-e-leo');
    expect(screen.getByRole('status').textContent).toBe('Este é o link atual do site de vocês.');
    expect((screen.getByRole('button', { name: 'Salvar link' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.clear(field);
    await userEvent.type(field, 'João e Maria');
    expect(field.value).toBe('joao-e-maria');
    expect(await screen.findByText(slugMessages.available, {}, { timeout: 2000 })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Salvar link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(slugMessages.duplicate);
    expect(saveSlug).toHaveBeenCalledWith('w1', 'joao-e-maria');
    expect(screen.getByRole('status').textContent).toBe(slugMessages.taken);
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('Música por link', () => {
  const spotify = 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC?si=abc';

  it('refuses a link that is not YouTube or Spotify on its field, and stores a good one beside the file', async () => {
    site.settings.music = { mediaId: 'm1', url: null };
    vi.mocked(saveSettings).mockResolvedValue({ music: { mediaId: 'm1', url: spotify } } as never);
    render(<MusicPage />);
    expect(screen.getByText('O site toca o arquivo enviado.')).toBeTruthy();
    const field = screen.getByLabelText('Link da música');
    await userEvent.type(field, 'https://exemplo.com/nossa-musica.mp3');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Use um link do YouTube ou do Spotify.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(saveSettings).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, spotify);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(saveSettings).toHaveBeenCalledWith('w1', { music: { mediaId: 'm1', url: spotify } }),
    );
  });

  it('says the link plays while the file is kept, and removes only the link', async () => {
    site.settings.music = { mediaId: 'm1', url: 'https://youtu.be/dQw4w9WgXcQ' };
    vi.mocked(saveSettings).mockResolvedValue({ music: { mediaId: 'm1', url: null } } as never);
    render(<MusicPage />);
    expect(screen.getByText('O site toca o link do YouTube.')).toBeTruthy();
    expect(
      screen.getByText('O arquivo enviado fica guardado e volta a tocar se vocês removerem o link.'),
    ).toBeTruthy();
    expect(screen.getByTitle('Prévia da música no YouTube').getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remover link' }));
    await waitFor(() =>
      expect(saveSettings).toHaveBeenCalledWith('w1', { music: { mediaId: 'm1', url: null } }),
    );
    site.settings.music = { mediaId: null, url: null };
  });
});

describe('a section content editor', () => {
  const section = { id: 's1', kind: 'texto', content: { text: 'Olá' } } as never;

  it("saves the kind's checked content and puts the server's refusal on its field", async () => {
    vi.mocked(patchSection).mockRejectedValueOnce(
      new ApiError(400, 'VALIDATION', 'Texto longo demais.', [
        { path: 'text', message: 'Texto longo demais.' },
      ]),
    );
    render(<TextEditor section={section} />);
    const field = screen.getByLabelText('Texto');
    await userEvent.type(field, ' mundo  ');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(patchSection).toHaveBeenCalledWith('w1', 's1', { content: { text: 'Olá mundo' } });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(field.getAttribute('aria-describedby')).toContain('secao-texto-dica');
  });
});
