// "Convidar alguém" (shared access): the e-mail and the access are checked before sending, each
// access says what it lets the person do, and a refusal about the address shows under the e-mail.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authMessages } from '../../../shared/auth/messages.ts';
import { sharedAccessMessages, sharedAccessTexts as t } from '../../../shared/shared-access.ts';
import { refusedWith } from '../../testing/form-helpers.ts';
import { InviteMemberForm } from './invite-member-form.tsx';

const submit = () => userEvent.click(screen.getByRole('button', { name: t.invite }));

describe('InviteMemberForm', () => {
  it('asks for an e-mail, then a valid one, before inviting', async () => {
    const onInvite = vi.fn(async () => undefined);
    render(<InviteMemberForm onInvite={onInvite} />);
    const email = screen.getByLabelText(t.email);
    await submit();
    expect(await screen.findByText('Digite o e-mail da pessoa.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(email, 'cerimonial@');
    await submit();
    expect(await screen.findByText(authMessages.invalidEmailAddress)).toBeTruthy();
    expect(onInvite).not.toHaveBeenCalled();
  });

  it('invites a planner by default, or the partner, with the e-mail in lower case', async () => {
    const onInvite = vi.fn(async () => undefined);
    render(<InviteMemberForm onInvite={onInvite} />);
    const role = screen.getByLabelText(t.role) as HTMLSelectElement;
    expect(role.value).toBe('planner');
    expect(screen.getByText(t.roleHint.planner)).toBeTruthy();
    await userEvent.selectOptions(role, t.roleLabel.partner);
    expect(screen.getByText(t.roleHint.partner)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(t.email), ' Joao@Exemplo.com ');
    await submit();
    await vi.waitFor(() =>
      expect(onInvite).toHaveBeenCalledWith({ email: 'joao@exemplo.com', role: 'partner' }),
    );
    // The form is ready for the next person.
    await vi.waitFor(() => expect((screen.getByLabelText(t.email) as HTMLInputElement).value).toBe(''));
  });

  it("shows the server's refusal under the e-mail it is about", async () => {
    const onInvite = vi.fn(refusedWith(409, 'MEMBER_EXISTS', sharedAccessMessages.memberExists));
    render(<InviteMemberForm onInvite={onInvite} />);
    const email = screen.getByLabelText(t.email);
    await userEvent.type(email, 'ana@exemplo.com');
    await submit();
    expect(await screen.findByText(sharedAccessMessages.memberExists)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });
});
