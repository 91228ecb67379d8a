// The e-mail typo hint: offered for a slip of a common provider, applied by its button, silent otherwise.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EmailSuggestion } from './email-suggestion.tsx';
import { Input } from './input.tsx';

function EmailField() {
  const [email, setEmail] = useState('');
  return (
    <>
      <label htmlFor="email">E-mail</label>
      <Input id="email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <EmailSuggestion email={email} onApply={setEmail} />
    </>
  );
}

describe('EmailSuggestion', () => {
  it('asks about a likely slip and hands the corrected address to its button', async () => {
    const onApply = vi.fn();
    render(<EmailSuggestion email="ana@gmial.com" onApply={onApply} />);
    expect(screen.getByText(/Você quis dizer/).textContent).toBe('Você quis dizer ana@gmail.com?');
    await userEvent.click(screen.getByRole('button', { name: 'ana@gmail.com' }));
    expect(onApply).toHaveBeenCalledWith('ana@gmail.com');
  });

  it('shows nothing for an address that looks right', () => {
    const { container } = render(<EmailSuggestion email="ana@gmail.com" onApply={vi.fn()} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('puts the suggestion in the field and then goes away', async () => {
    render(<EmailField />);
    const field = screen.getByLabelText('E-mail') as HTMLInputElement;
    await userEvent.type(field, 'ana@hotmail.con');
    await userEvent.click(screen.getByRole('button', { name: 'ana@hotmail.com' }));
    expect(field.value).toBe('ana@hotmail.com');
    expect(screen.queryByText(/Você quis dizer/)).toBeNull();
  });
});
