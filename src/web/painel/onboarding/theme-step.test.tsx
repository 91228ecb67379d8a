// Step 7: each theme miniature shows the couple's own first names and wedding date (pt-BR), the
// tags filter the themes, and choosing a theme saves it and moves on.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultThemeDesign } from '../../../shared/theme-design.ts';
import type { ThemeOption } from '../../lib/use-themes.ts';
import { chooseTheme, passStep } from './onboarding-api.ts';
import { renderStep } from './render-step.test-support.tsx';
import { ThemeStep } from './theme-step.tsx';

const themes: ThemeOption[] = [
  {
    id: 't1',
    key: 'classico',
    name: 'Clássico',
    description: 'Elegante.',
    tags: ['Clássico', 'Romântico'],
    design: defaultThemeDesign,
  },
  {
    id: 't2',
    key: 'praia',
    name: 'Praia',
    description: 'Leve.',
    tags: ['Praia', 'Tropical'],
    design: { ...defaultThemeDesign, heroLayout: 'arch' },
  },
];

vi.mock('../../lib/use-themes.ts', () => ({
  useThemes: () => ({ state: { status: 'ready', themes }, retry: vi.fn() }),
}));
vi.mock('./onboarding-api.ts', () => ({
  chooseTheme: vi.fn(async () => {}),
  passStep: vi.fn(async () => 8),
}));
vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn(), dismiss: vi.fn() } }));

describe('onboarding theme step', () => {
  it("draws every miniature with the couple's names and wedding date", () => {
    renderStep(<ThemeStep />);
    // The session's couple is Ana and Leo, marrying on 2099-05-20.
    expect(screen.getAllByText('Ana & Leo')).toHaveLength(2);
    expect(screen.getAllByText('20 de maio de 2099')).toHaveLength(2);
    expect(screen.queryByText('15 de maio de 2027')).toBeNull();
  });

  it('filters the themes by the tags they carry, "Todos" first and chosen', async () => {
    renderStep(<ThemeStep />);
    const filter = screen.getByRole('group', { name: 'Filtrar temas por estilo' });
    const options = within(filter).getAllByRole('radio');
    expect(options.map((o) => o.closest('label')?.textContent)).toEqual([
      'Todos',
      'Clássico',
      'Romântico',
      'Praia',
      'Tropical',
    ]);
    expect((within(filter).getByRole('radio', { name: 'Todos' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('2 temas');

    await userEvent.click(within(filter).getByRole('radio', { name: 'Tropical' }));
    expect(screen.getByRole('button', { name: 'Praia' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clássico' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Mostrando 1 de 2 temas');

    await userEvent.click(within(filter).getByRole('radio', { name: 'Todos' }));
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(2);
  });

  it('saves the chosen theme and passes the step', async () => {
    const flow = renderStep(<ThemeStep />);
    await userEvent.click(screen.getByRole('button', { name: 'Praia' }));
    await waitFor(() => expect(passStep).toHaveBeenCalledWith('w1', 7));
    expect(chooseTheme).toHaveBeenCalledWith('w1', 't2');
    expect(flow.record).toHaveBeenCalledWith({ themeId: 't2' });
  });
});
