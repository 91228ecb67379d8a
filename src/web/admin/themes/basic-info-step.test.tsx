// The studio's basic information: the name is required (its message under the field), tags toggle,
// "Salvar" stays on the step and "Avançar" goes on to the design once saved.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { themeMessages as m } from '../../../shared/theme-studio.ts';
import { BasicInfoStep } from './basic-info-step.tsx';
import { themePath } from './theme-paths.ts';
import { patchTheme } from './themes-api.ts';

const theme = {
  id: 't1',
  name: 'Jardim',
  description: '',
  tags: [],
  thumbnailUrl: '/media/miniatura.png',
  status: 'rascunho',
  version: 1,
  createdAt: '2026-01-01T12:00:00Z',
  updatedAt: '2026-01-01T12:00:00Z',
  sitesUsing: 0,
};

vi.mock('./themes-api.ts', () => ({ patchTheme: vi.fn() }));
vi.mock('./use-themes.ts', () => ({
  useLoadedTheme: () => theme,
  useThemeCache: () => ({ setTheme: vi.fn() }),
  useThemeQuery: () => ({ data: undefined }),
}));
vi.mock('./wizard-frame.tsx', () => ({
  useWizardState: () => null,
  WizardFrame: ({ actions, children }: { actions: ReactNode; children: ReactNode }) => (
    <>
      {children}
      {actions}
    </>
  ),
}));

function renderStep() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<BasicInfoStep />} />
        <Route path={themePath('t1', 'configuracoes-design')} element={<p>Design</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('theme basic information', () => {
  it('asks for the name under the field', async () => {
    renderStep();
    const name = screen.getByLabelText('Nome do Tema *');
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    expect(await screen.findByText(m.nameRequired)).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(patchTheme).not.toHaveBeenCalled();
  });

  it('saves on "Salvar" and stays, then goes on with "Avançar"', async () => {
    vi.mocked(patchTheme).mockResolvedValue(theme as never);
    renderStep();
    const tag = screen.getByRole('button', { name: 'Romântico' });
    await userEvent.click(tag);
    expect(tag.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(patchTheme).toHaveBeenCalledTimes(1));
    expect(patchTheme).toHaveBeenCalledWith('t1', {
      name: 'Jardim',
      description: '',
      tags: ['Romântico'],
      thumbnailUrl: '/media/miniatura.png',
      status: 'rascunho',
    });
    expect(screen.queryByText('Design')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    expect(await screen.findByText('Design')).toBeTruthy();
  });
});
