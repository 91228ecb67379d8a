// The Padrinhos editor on the form kit: everyone needs a name (refused above the button, the row
// marked), people are added, moved and removed, their photo removed, and the list stored trimmed.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GodparentsEditor } from './godparents-editor.tsx';
import { patchSection } from './site-api.ts';

const cache = { setState: vi.fn(), update: vi.fn(), setSettings: vi.fn(), refreshSummary: vi.fn() };
vi.mock('./use-site-editor.ts', () => ({
  useLoadedSite: () => ({ weddingId: 'w1' }),
  useSiteCache: () => cache,
  useMediaLibrary: () => ({
    byId: new Map([['11111111-1111-4111-8111-111111111111', { url: '/m1.jpg' }]]),
    remember: vi.fn(),
  }),
  useStorageUsage: () => ({ data: undefined }),
}));
vi.mock('../session/session-context.ts', () => ({ useWeddingId: () => 'w1' }));
vi.mock('./site-api.ts', () => ({ patchSection: vi.fn(async () => ({})) }));

beforeEach(() => vi.clearAllMocks());

const section = {
  id: 's2',
  kind: 'padrinhos',
  content: {
    people: [
      { name: 'Ana', role: 'Madrinha', photoId: '11111111-1111-4111-8111-111111111111' },
      { name: 'Rui', role: '', photoId: null },
    ],
  },
} as never;

describe('Padrinhos', () => {
  it('refuses a person without a name, then stores the list in its new order', async () => {
    render(<GodparentsEditor section={section} />);
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar padrinho' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Informe o nome de cada padrinho.',
    );
    const names = screen.getAllByLabelText('Nome');
    expect(names[2]?.getAttribute('aria-invalid')).toBe('true');
    expect(patchSection).not.toHaveBeenCalled();

    await userEvent.type(names[2]!, ' Léo ');
    await userEvent.click(screen.getByRole('button', { name: 'Mover Rui para cima' }));
    await userEvent.click(screen.getByRole('button', { name: /Remover foto.*Foto de Ana/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(patchSection).toHaveBeenCalledWith('w1', 's2', {
        content: {
          people: [
            { name: 'Rui', role: '', photoId: null },
            { name: 'Ana', role: 'Madrinha', photoId: null },
            { name: 'Léo', role: '', photoId: null },
          ],
        },
      }),
    );
  });

  it('removes a person', async () => {
    render(<GodparentsEditor section={section} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remover Ana' }));
    expect(screen.getAllByLabelText('Nome').map((f) => (f as HTMLInputElement).value)).toEqual(['Rui']);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(patchSection).toHaveBeenCalledWith('w1', 's2', {
        content: { people: [{ name: 'Rui', role: '', photoId: null }] },
      }),
    );
  });
});
