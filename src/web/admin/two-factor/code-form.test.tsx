// The verification code: required, trimmed, and a refused code marks the field.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { twoFactorMessages as m } from '../../../shared/auth/two-factor.ts';
import { expectRefusal, refusedWith } from '../../testing/form-helpers.ts';
import { CodeForm } from './code-form.tsx';

describe('two-factor code form', () => {
  it('asks for the code', async () => {
    const onCode = vi.fn(async () => undefined);
    render(<CodeForm onCode={onCode} allowRecovery={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await expectRefusal(m.codeRequired, screen.getByLabelText(m.codeLabel));
    expect(onCode).not.toHaveBeenCalled();
  });

  it('sends the trimmed code and marks the field when it is refused', async () => {
    const onCode = vi.fn(refusedWith(400, 'TWO_FACTOR_INVALID', m.invalidCode));
    render(<CodeForm onCode={onCode} allowRecovery />);
    const code = screen.getByLabelText(m.codeLabel);
    expect(code.getAttribute('aria-describedby')).toBe(screen.getByText(m.codeHint).id);
    await userEvent.type(code, ' 123456 ');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await expectRefusal(m.invalidCode, code);
    expect(onCode).toHaveBeenCalledWith('123456');
  });
});
