// The Vídeos editor on the form kit: a link that is neither YouTube nor Vimeo is refused above the
// button and marked on its row; rows are added and removed, and the empty ones are not stored.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { patchSection } from './site-api.ts';
import { VideosEditor } from './videos-editor.tsx';

const cache = { setState: vi.fn(), update: vi.fn(), setSettings: vi.fn(), refreshSummary: vi.fn() };
vi.mock('./use-site-editor.ts', () => ({
  useLoadedSite: () => ({ weddingId: 'w1' }),
  useSiteCache: () => cache,
}));
vi.mock('./site-api.ts', () => ({ patchSection: vi.fn(async () => ({})) }));

beforeEach(() => vi.clearAllMocks());

const invalid = 'Use um link do YouTube ou do Vimeo.';

describe('Vídeos', () => {
  it('refuses a link from elsewhere, then stores the filled rows trimmed', async () => {
    const section = { id: 's1', kind: 'videos', content: { videos: [] } } as never;
    render(<VideosEditor section={section} />);
    const url = screen.getByLabelText('Link do vídeo 1');
    await userEvent.type(url, 'https://www.instagram.com/p/abc123/');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', invalid);
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(patchSection).not.toHaveBeenCalled();

    await userEvent.clear(url);
    await userEvent.type(url, ' https://youtu.be/dQw4w9WgXcQ ');
    await userEvent.type(screen.getByLabelText('Título do vídeo 1'), 'Nosso pedido');
    expect(screen.getByText('Vídeo do YouTube reconhecido.')).toBeTruthy();
    expect(url.getAttribute('aria-invalid')).not.toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar vídeo' }));
    expect(screen.getByLabelText('Link do vídeo 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(patchSection).toHaveBeenCalledWith('w1', 's1', {
        content: { videos: [{ url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Nosso pedido' }] },
      }),
    );
  });

  it('removes a stored video', async () => {
    const section = {
      id: 's1',
      kind: 'videos',
      content: {
        videos: [
          { url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Um' },
          { url: 'https://vimeo.com/76979871', title: 'Dois' },
        ],
      },
    } as never;
    render(<VideosEditor section={section} />);
    expect(screen.getByText('Vídeo do Vimeo reconhecido.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remover vídeo 1' }));
    expect(screen.getByLabelText('Título do vídeo 1')).toHaveProperty('value', 'Dois');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(patchSection).toHaveBeenCalledWith('w1', 's1', {
        content: { videos: [{ url: 'https://vimeo.com/76979871', title: 'Dois' }] },
      }),
    );
  });
});
