// The login form: an empty field is the form's one line "Preencha todos os campos.", wrong
// credentials mark both fields, a right pair goes on.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { authMessages } from '../../../shared/auth/messages.ts';
import { expectRefusal, fillAndPress, refusedWith } from '../../testing/form-helpers.ts';
import { LoginForm } from './login-form.tsx';
import { login } from './use-login.ts';

vi.mock('./use-login.ts', () => ({ login: vi.fn() }));

function renderForm(onSignedIn = vi.fn()) {
  render(
    <MemoryRouter>
      <LoginForm onSignedIn={onSignedIn} />
    </MemoryRouter>,
  );
  return onSignedIn;
}

describe('login form', () => {
  it('asks for every field in one line and marks the empty ones', async () => {
    renderForm();
    await fillAndPress({ 'E-mail': 'ana@exemplo.com' }, 'Entrar');
    await expectRefusal(authMessages.fillAllFields);
    const password = screen.getByLabelText('Senha');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getAllByText(authMessages.fillAllFields)).toHaveLength(1);
    expect(login).not.toHaveBeenCalled();
  });

  it('marks both fields on wrong credentials', async () => {
    vi.mocked(login).mockImplementation(
      refusedWith(401, 'INVALID_CREDENTIALS', authMessages.invalidCredentials),
    );
    renderForm();
    await fillAndPress({ 'E-mail': 'ana@exemplo.com', Senha: 'errada' }, 'Entrar');
    await expectRefusal(authMessages.invalidCredentials, screen.getByLabelText('E-mail'));
    expect(screen.getByLabelText('Senha').getAttribute('aria-invalid')).toBe('true');
  });

  it('signs in with the trimmed e-mail and goes on', async () => {
    vi.mocked(login).mockResolvedValue('/painel');
    const onSignedIn = renderForm();
    await fillAndPress({ 'E-mail': ' ana@exemplo.com ', Senha: 'Segredo#2026' }, 'Entrar');
    // After the 1 s the success toast is given.
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/painel'), { timeout: 3000 });
    expect(login).toHaveBeenCalledWith('ana@exemplo.com', 'Segredo#2026');
  });
});
