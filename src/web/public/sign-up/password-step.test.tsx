// Sign-up's last step: the phone's mask and rule, and a button that waits for a password that
// meets the rules.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { authMessages } from '../../../shared/auth/messages.ts';
import { PasswordStep } from './password-step.tsx';
import { completeSignUp } from './sign-up-api.ts';
import { DraftContext, emptyDraft, type SignUpDraft } from './sign-up-draft.ts';

vi.mock('./sign-up-api.ts', () => ({ completeSignUp: vi.fn() }));

function renderStep(update = vi.fn()) {
  const draft: SignUpDraft = { ...emptyDraft, userName: 'Ana', reached: 3 };
  render(
    <DraftContext.Provider value={{ draft, update }}>
      <MemoryRouter>
        <PasswordStep />
      </MemoryRouter>
    </DraftContext.Provider>,
  );
  return update;
}

describe('sign-up password step', () => {
  it('masks the phone, keeps it in the draft and refuses a short one', async () => {
    const update = renderStep();
    const phone = screen.getByLabelText('Telefone (opcional)') as HTMLInputElement;
    await userEvent.type(phone, '1198765');
    expect(phone.value).toBe('(11) 9876-5');
    expect(update).toHaveBeenLastCalledWith({ phone: '1198765' });
    const create = screen.getByRole('button', { name: 'Criar conta' });
    expect(create.hasAttribute('disabled')).toBe(true);
    await userEvent.type(screen.getByLabelText('Senha'), 'curta');
    expect(screen.getByText(authMessages.weakPassword)).toBeTruthy();
    expect(create.hasAttribute('disabled')).toBe(true);
    await userEvent.clear(screen.getByLabelText('Senha'));
    await userEvent.type(screen.getByLabelText('Senha'), 'Girassol#Azul9');
    await userEvent.click(create);
    expect((await screen.findByRole('alert')).textContent).toBe(authMessages.invalidPhone);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(completeSignUp).not.toHaveBeenCalled();
  });

  it('keeps "Criar conta" off while the password is a common one, the checklist saying why', async () => {
    renderStep();
    const create = screen.getByRole('button', { name: 'Criar conta' });
    await userEvent.type(screen.getByLabelText('Senha'), 'Casamento@2027');
    const common = screen.getByText('Não é uma senha comum').closest('li');
    expect(common?.textContent).toContain('(pendente)');
    expect(screen.getAllByText(/\(pendente\)/)).toHaveLength(1);
    expect(create.hasAttribute('disabled')).toBe(true);
    await userEvent.clear(screen.getByLabelText('Senha'));
    await userEvent.type(screen.getByLabelText('Senha'), 'Girassol#Azul9');
    expect(common?.textContent).toContain('(atendido)');
    expect(create.hasAttribute('disabled')).toBe(false);
  });
});
