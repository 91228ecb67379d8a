// "Respostas sem convite": each open answer waiting for a household says why, "Vincular a..." asks
// for the household (refusing none) and links it, "Descartar" asks first, then dismisses.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type UnlinkedAnswer, unlinkedTexts } from '../../../shared/rsvp.ts';
import { UnlinkedAnswersSection } from './unlinked-answers-section.tsx';

const link = vi.fn(async () => ({ householdName: 'Maria e Jorge' }));
const dismiss = vi.fn(async () => undefined);
let answers: UnlinkedAnswer[] = [];
const toastSuccess = vi.fn();
vi.mock('sonner', () => ({ toast: { success: (m: string) => toastSuccess(m), error: vi.fn() } }));

vi.mock('./use-unlinked-answers.ts', () => ({
  useUnlinkedAnswers: () => ({ data: answers, isError: false, refetch: vi.fn() }),
  useHouseholds: () => ({
    data: [
      {
        id: '11111111-1111-4111-8111-111111111111',
        name: 'Família Silva',
        maxCompanions: 0,
        answered: false,
      },
      {
        id: '22222222-2222-4222-8222-222222222222',
        name: 'Maria e Jorge',
        maxCompanions: 0,
        answered: false,
      },
    ],
  }),
  useUnlinkedActions: () => ({ link, dismiss }),
}));

const answer = (extra: Partial<UnlinkedAnswer>): UnlinkedAnswer => ({
  id: 'r1',
  name: 'Maria Silva',
  attending: true,
  companions: 0,
  companionNames: [],
  phone: null,
  email: null,
  note: null,
  createdAt: '2026-11-20T15:00:00Z',
  sameName: 2,
  ...extra,
});

beforeEach(() => {
  vi.clearAllMocks();
  answers = [
    answer({ note: 'Vou com certeza!' }),
    answer({ id: 'r2', name: 'Pedro Penetra', attending: false, sameName: 0, email: 'pedro@exemplo.com' }),
  ];
});

describe('Respostas sem convite', () => {
  it('says why each answer waits, and links one to the household chosen', async () => {
    render(<UnlinkedAnswersSection weddingId="w1" />);
    const section = screen.getByRole('region', { name: unlinkedTexts.title });
    const maria = within(section).getByRole('listitem', { name: 'Maria Silva' });
    expect(maria.textContent).toContain(unlinkedTexts.sameName(2));
    expect(maria.textContent).toContain('“Vou com certeza!”');
    const pedro = within(section).getByRole('listitem', { name: 'Pedro Penetra' });
    expect(pedro.textContent).toContain(unlinkedTexts.notOnList);
    expect(pedro.textContent).toContain('Não vai');

    await userEvent.click(within(maria).getByRole('button', { name: unlinkedTexts.link }));
    const dialog = await screen.findByRole('dialog', { name: unlinkedTexts.linkTitle('Maria Silva') });
    await userEvent.click(within(dialog).getByRole('button', { name: unlinkedTexts.linkSubmit }));
    expect(await within(dialog).findByText('Escolha a família desta resposta.')).toBeTruthy();
    expect(within(dialog).getByLabelText(unlinkedTexts.household).getAttribute('aria-invalid')).toBe('true');
    expect(link).not.toHaveBeenCalled();

    await userEvent.selectOptions(within(dialog).getByLabelText(unlinkedTexts.household), 'Maria e Jorge');
    await userEvent.click(within(dialog).getByRole('button', { name: unlinkedTexts.linkSubmit }));
    await vi.waitFor(() => expect(link).toHaveBeenCalledWith('r1', '22222222-2222-4222-8222-222222222222'));
    await vi.waitFor(() => expect(toastSuccess).toHaveBeenCalledWith(unlinkedTexts.linked('Maria e Jorge')));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('dismisses an answer only after the couple confirms', async () => {
    render(<UnlinkedAnswersSection weddingId="w1" />);
    const pedro = screen.getByRole('listitem', { name: 'Pedro Penetra' });
    await userEvent.click(within(pedro).getByRole('button', { name: unlinkedTexts.dismiss }));
    const dialog = await screen.findByRole('dialog', { name: unlinkedTexts.dismissTitle });
    expect(dialog.textContent).toContain(unlinkedTexts.dismissDescribe('Pedro Penetra'));
    expect(dismiss).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: unlinkedTexts.dismiss }));
    expect(dismiss).toHaveBeenCalledWith('r2');
    await vi.waitFor(() => expect(toastSuccess).toHaveBeenCalledWith(unlinkedTexts.dismissed));
  });

  it('shows nothing while no answer waits', () => {
    answers = [];
    const { container } = render(<UnlinkedAnswersSection weddingId="w1" />);
    expect(container.textContent).toBe('');
  });
});
