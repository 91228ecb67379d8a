// Onboarding steps 1, 3, 4 and 8 on the form kit: "Avançar" waits for a choice, the choice (or the
// skip) is saved and the flow moves on; the ticked cards of step 3 are saved in the options' order.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SKIP } from '../../../shared/onboarding.ts';
import { FeelingStep } from './choice-steps.tsx';
import { CommunicateStep } from './communicate-step.tsx';
import { CongratsStep } from './congrats-step.tsx';
import { GiftListInfoStep } from './gift-list-info-step.tsx';
import { completeOnboarding, passStep, saveAnswer } from './onboarding-api.ts';
import { renderStep } from './render-step.test-support.tsx';

vi.mock('./onboarding-api.ts', () => ({
  saveAnswer: vi.fn(async () => 2),
  passStep: vi.fn(async () => 5),
  completeOnboarding: vi.fn(async () => {}),
}));
vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn(), dismiss: vi.fn() } }));

const advance = () => screen.getByRole('button', { name: 'Avançar' });

beforeEach(() => vi.clearAllMocks());

describe('onboarding choice steps', () => {
  it('step 1 keeps "Avançar" disabled until a card is chosen, then saves it', async () => {
    const flow = renderStep(<FeelingStep />, { slug: 'ana-e-leo' });
    expect(advance()).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('radio', { name: 'Tranquilos' }));
    expect(advance()).toHaveProperty('disabled', false);
    await userEvent.click(advance());
    await waitFor(() => expect(saveAnswer).toHaveBeenCalledWith('w1', 1, 'tranquilos'));
    expect(flow.record).toHaveBeenCalledWith({ progress: 2, answers: { 1: 'tranquilos' } });
  });

  it('step 1 starts from the saved answer', () => {
    renderStep(<FeelingStep />, { answers: { '1': 'cansados' } });
    expect(screen.getByRole('radio', { name: 'Cansados' })).toHaveProperty('checked', true);
    expect(advance()).toHaveProperty('disabled', false);
  });

  it('step 3 saves the ticked cards in the options order, or the skip', async () => {
    renderStep(<CommunicateStep />, { slug: 'ana-e-leo' });
    expect(advance()).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mural de recados' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sobre o casal' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Local da festa' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Local da festa' }));
    await userEvent.click(advance());
    await waitFor(() => expect(saveAnswer).toHaveBeenCalledWith('w1', 3, ['about-couple', 'message-board']));
  });

  it('step 3 "Pular etapa" saves the skip', async () => {
    renderStep(<CommunicateStep />, { answers: { '3': '["party-location"]' } });
    expect(screen.getByRole('checkbox', { name: 'Local da festa' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('button', { name: 'Pular etapa' }));
    await waitFor(() => expect(saveAnswer).toHaveBeenCalledWith('w1', 3, SKIP));
  });

  it('step 4 passes on "Avançar"', async () => {
    const flow = renderStep(<GiftListInfoStep />, { slug: 'ana-e-leo' });
    await userEvent.click(advance());
    await waitFor(() => expect(passStep).toHaveBeenCalledWith('w1', 4));
    expect(flow.record).toHaveBeenCalledWith({ progress: 5 });
  });

  it('step 8 completes the onboarding and reloads the session before leaving', async () => {
    const flow = renderStep(<CongratsStep />, { slug: 'ana-e-leo' });
    await userEvent.click(screen.getByRole('button', { name: 'Ir para o Dashboard' }));
    await waitFor(() => expect(completeOnboarding).toHaveBeenCalledWith('w1'));
    await waitFor(() => expect(flow.record).toHaveBeenCalledWith({ completed: true, progress: 8 }));
    expect(flow.refreshSession).toHaveBeenCalledOnce();
  });
});
