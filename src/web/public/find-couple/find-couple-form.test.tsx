// The couple search: the name needs two letters (the server's rule), the line is announced and
// tied to the field; month and year go as chosen.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { findCoupleMessages } from '../../../shared/find-couple.ts';
import { FindCoupleForm } from './find-couple-form.tsx';

describe('find-couple form', () => {
  it('asks for at least two letters', async () => {
    const onSearch = vi.fn();
    render(<FindCoupleForm initial={{ q: '', month: '', year: '' }} onSearch={onSearch} />);
    const name = screen.getByLabelText('Nome dos noivos');
    await userEvent.type(name, ' a ');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(findCoupleMessages.queryTooShort);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(alert.id);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches with the trimmed name, the month and the year', async () => {
    const onSearch = vi.fn();
    render(<FindCoupleForm initial={{ q: 'mariana', month: '5', year: '' }} onSearch={onSearch} />);
    expect((screen.getByLabelText('Mês do casamento') as HTMLSelectElement).value).toBe('5');
    await userEvent.type(screen.getByLabelText('Nome dos noivos'), ' joao ');
    await userEvent.selectOptions(screen.getByLabelText('Mês do casamento'), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalled());
    expect(onSearch.mock.calls[0]?.[0]).toEqual({ q: 'mariana joao', month: '6', year: '' });
  });
});
