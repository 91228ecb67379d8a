// Onboarding steps 1, 3, 4 and 8 on the form kit: "Avançar" waits for a choice, the choice (or the
// skip) is saved and the flow moves on; the ticked cards of step 3 are saved in the options' order.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SKIP } from '../../../shared/onboarding.ts';
import { FeelingStep } from './choice-steps.tsx';
import { CommunicateStep } from './communicate-step.tsx';
import { CongratsStep } from './congrats-step.tsx';
import { GiftListInfoStep } from './gift-list-info-step.tsx';
import { completeOnboarding, passStep, saveAnswer } from './onboarding-api.ts';
import { OnboardingContext, type OnboardingFlow } from './onboarding-context.ts';

vi.mock('./onboarding-api.ts', () => ({
  saveAnswer: vi.fn(async () => 2),
  passStep: vi.fn(async () => 5),
  completeOnboarding: vi.fn(async () => {}),
}));
vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn(), dismiss: vi.fn() } }));

function renderStep(step: ReactNode, answers: Record<string, string> = {}) {
  const flow: OnboardingFlow = {
    state: {
      weddingId: 'w1',
      progress: 0,
      completed: false,
      answers,
      slug: 'ana-e-leo',
      themeId: null,
      giftListType: null,
    },
    record: vi.fn(),
    weddingId: async () => 'w1',
  };
  render(
    <MemoryRouter>
      <OnboardingContext.Provider value={flow}>{step}</OnboardingContext.Provider>
    </MemoryRouter>,
  );
  return flow;
}

const advance = () => screen.getByRole('button', { name: 'Avançar' });

beforeEach(() => vi.clearAllMocks());

describe('onboarding choice steps', () => {
  it('step 1 keeps "Avançar" disabled until a card is chosen, then saves it', async () => {
    const flow = renderStep(<FeelingStep />);
    expect(advance()).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('radio', { name: 'Tranquilos' }));
    expect(advance()).toHaveProperty('disabled', false);
    await userEvent.click(advance());
    await waitFor(() => expect(saveAnswer).toHaveBeenCalledWith('w1', 1, 'tranquilos'));
    expect(flow.record).toHaveBeenCalledWith({ progress: 2, answers: { 1: 'tranquilos' } });
  });

  it('step 1 starts from the saved answer', () => {
    renderStep(<FeelingStep />, { '1': 'cansados' });
    expect(screen.getByRole('radio', { name: 'Cansados' })).toHaveProperty('checked', true);
    expect(advance()).toHaveProperty('disabled', false);
  });

  it('step 3 saves the ticked cards in the options order, or the skip', async () => {
    renderStep(<CommunicateStep />);
    expect(advance()).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mural de recados' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sobre o casal' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Local da festa' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Local da festa' }));
    await userEvent.click(advance());
    await waitFor(() => expect(saveAnswer).toHaveBeenCalledWith('w1', 3, ['about-couple', 'message-board']));
  });

  it('step 3 "Pular etapa" saves the skip', async () => {
    renderStep(<CommunicateStep />, { '3': '["party-location"]' });
    expect(screen.getByRole('checkbox', { name: 'Local da festa' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('button', { name: 'Pular etapa' }));
    await waitFor(() => expect(saveAnswer).toHaveBeenCalledWith('w1', 3, SKIP));
  });

  it('step 4 passes on "Avançar"', async () => {
    const flow = renderStep(<GiftListInfoStep />);
    await userEvent.click(advance());
    await waitFor(() => expect(passStep).toHaveBeenCalledWith('w1', 4));
    expect(flow.record).toHaveBeenCalledWith({ progress: 5 });
  });

  it('step 8 completes the onboarding', async () => {
    const flow = renderStep(<CongratsStep />);
    await userEvent.click(screen.getByRole('button', { name: 'Ir para o Dashboard' }));
    await waitFor(() => expect(completeOnboarding).toHaveBeenCalledWith('w1'));
    expect(flow.record).toHaveBeenCalledWith({ completed: true, progress: 8 });
  });
});
