// Sign-up's first step: a valid e-mail, then the terms, each in the form's one line with its field
// marked; an e-mail that has an account is marked too.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authMessages } from '../../../shared/auth/messages.ts';
import { expectRefusal, refusedWith } from '../../testing/form-helpers.ts';
import { EmailStep } from './email-step.tsx';
import { renderSignUpStep } from './render-sign-up-step.tsx';
import { startSignUp } from './sign-up-api.ts';

vi.mock('./sign-up-api.ts', () => ({ startSignUp: vi.fn() }));

const renderStep = () => renderSignUpStep(1, <EmailStep />);

const email = () => screen.getByRole('combobox', { name: 'E-mail' });
const terms = () => screen.getByRole('checkbox');

describe('sign-up e-mail step', () => {
  it('asks for a valid e-mail, then for the terms', async () => {
    renderStep();
    await userEvent.type(email(), 'ana@');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await expectRefusal(authMessages.invalidEmail, email());
    expect(email().getAttribute('aria-describedby')).toBe('cadastro-erro');
    await userEvent.type(email(), 'exemplo.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(authMessages.acceptTerms));
    expect(terms().getAttribute('aria-invalid')).toBe('true');
    expect(startSignUp).not.toHaveBeenCalled();
  });

  it('clears a stale error as the e-mail is corrected and offers the fix of a provider slip', async () => {
    renderStep();
    await userEvent.click(terms());
    await userEvent.type(email(), 'ana@');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await expectRefusal(authMessages.invalidEmail);
    await userEvent.type(email(), 'gmial.com');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(email().getAttribute('aria-invalid')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'ana@gmail.com' }));
    expect((email() as HTMLInputElement).value).toBe('ana@gmail.com');
    expect(screen.queryByText(/Você quis dizer/)).toBeNull();
  });

  it('marks an e-mail that already has an account', async () => {
    vi.mocked(startSignUp).mockImplementation(refusedWith(409, 'EMAIL_IN_USE', authMessages.emailInUse));
    renderStep();
    await userEvent.type(email(), 'ana@exemplo.com');
    await userEvent.click(terms());
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await expectRefusal(authMessages.emailInUse, email());
  });

  it('creates the account and opens step 2', async () => {
    vi.mocked(startSignUp).mockResolvedValue(undefined as never);
    const update = renderStep();
    await userEvent.type(email(), 'Ana@Exemplo.com');
    await userEvent.click(terms());
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Passo 2')).toBeTruthy();
    expect(startSignUp).toHaveBeenCalledWith('ana@exemplo.com');
    expect(update).toHaveBeenCalledWith({
      email: 'ana@exemplo.com',
      accountEmail: 'ana@exemplo.com',
      reached: 2,
    });
  });
});
