// The two reset forms: the e-mail's messages are the form's one line and the button waits for a
// character; the new password follows the shared rules, must be confirmed, and a used link says so.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { authMessages } from '../../../shared/auth/messages.ts';
import { fillAndPress, refusedWith } from '../../testing/form-helpers.ts';
import NewPasswordPage from './new-password-page.tsx';
import RequestResetPage from './request-reset-page.tsx';
import { confirmPasswordReset, requestPasswordReset } from './reset-password-api.ts';

vi.mock('./reset-password-api.ts', () => ({ requestPasswordReset: vi.fn(), confirmPasswordReset: vi.fn() }));

const token = 'a'.repeat(32);

describe('request a reset link', () => {
  it('keeps the button off while empty, then refuses blanks and a wrong shape in one line', async () => {
    render(
      <MemoryRouter>
        <RequestResetPage />
      </MemoryRouter>,
    );
    const send = screen.getByRole('button', { name: 'Enviar link de redefinição' });
    expect(send.hasAttribute('disabled')).toBe(true);
    const email = screen.getByLabelText('E-mail');
    await userEvent.type(email, '   ');
    await userEvent.click(send);
    expect((await screen.findByRole('alert')).textContent).toBe(authMessages.resetEmailRequired);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(email);
    await userEvent.type(email, 'ana@');
    await userEvent.click(send);
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(authMessages.invalidEmailAddress),
    );
    expect(requestPasswordReset).not.toHaveBeenCalled();
  });

  it('sends the link to the e-mail and says so', async () => {
    vi.mocked(requestPasswordReset).mockResolvedValue();
    render(
      <MemoryRouter>
        <RequestResetPage />
      </MemoryRouter>,
    );
    await fillAndPress({ 'E-mail': 'Ana@Exemplo.com' }, 'Enviar link de redefinição');
    expect(await screen.findByText('ana@exemplo.com')).toBeTruthy();
    expect(requestPasswordReset).toHaveBeenCalledWith('ana@exemplo.com');
  });
});

function renderNewPassword() {
  render(
    <MemoryRouter initialEntries={[`/redefinir-senha/nova?token=${token}`]}>
      <Routes>
        <Route path="/redefinir-senha/nova" element={<NewPasswordPage />} />
        <Route path="/entrar" element={<p>Página de login</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('new password', () => {
  it('keeps the button off until the rules are met and asks for the same password twice', async () => {
    renderNewPassword();
    const save = screen.getByRole('button', { name: 'Salvar nova senha' });
    const password = screen.getByLabelText('Nova senha');
    await userEvent.type(password, 'curta');
    expect(save.hasAttribute('disabled')).toBe(true);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(authMessages.weakPassword)).toBeTruthy();
    await userEvent.clear(password);
    await userEvent.type(password, 'Girassol#Azul9');
    await userEvent.type(screen.getByLabelText('Confirme a nova senha'), 'Girassol#Azul8');
    await userEvent.click(save);
    expect((await screen.findByRole('alert')).textContent).toBe(authMessages.passwordsDiffer);
    expect(screen.getByLabelText('Confirme a nova senha').getAttribute('aria-invalid')).toBe('true');
    expect(confirmPasswordReset).not.toHaveBeenCalled();
  });

  it('keeps "Salvar nova senha" off for a common password, as sign-up does, the checklist saying why', async () => {
    renderNewPassword();
    const save = screen.getByRole('button', { name: 'Salvar nova senha' });
    const password = screen.getByLabelText('Nova senha');
    // Five rules met, the sixth not: the server would refuse it.
    await userEvent.type(password, 'Casamento@2027');
    await userEvent.type(screen.getByLabelText('Confirme a nova senha'), 'Casamento@2027');
    const common = screen.getByText('Não é uma senha comum').closest('li');
    expect(screen.getAllByText(/\(pendente\)/)).toEqual([common?.querySelector('.sr-only')]);
    expect(save.hasAttribute('disabled')).toBe(true);
    await userEvent.clear(password);
    await userEvent.type(password, 'Girassol#Azul9');
    expect(common?.textContent).toContain('(atendido)');
    expect(save.hasAttribute('disabled')).toBe(false);
  });

  it('shows the invalid-link page when the server refuses the token', async () => {
    vi.mocked(confirmPasswordReset).mockImplementation(
      refusedWith(400, 'RESET_TOKEN_INVALID', authMessages.resetInvalidToken),
    );
    renderNewPassword();
    await fillAndPress(
      { 'Nova senha': 'Girassol#Azul9', 'Confirme a nova senha': 'Girassol#Azul9' },
      'Salvar nova senha',
    );
    expect((await screen.findByRole('alert')).textContent).toBe(authMessages.resetInvalidToken);
    expect(confirmPasswordReset).toHaveBeenCalledWith(token, 'Girassol#Azul9');
  });
});
