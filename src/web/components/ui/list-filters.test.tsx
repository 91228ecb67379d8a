// The filter bar of a list: the search box, each drop-down and each day, labelled and reporting
// the value chosen.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListFilters } from './list-filters.tsx';

describe('ListFilters', () => {
  it('draws the search, the drop-downs and the days, and reports each change', async () => {
    const onStatus = vi.fn();
    const onDay = vi.fn();
    render(
      <ListFilters
        className="sm:grid-cols-3"
        search={{ id: 'busca', label: 'Buscar', placeholder: 'Nome do casal', value: '', onChange: vi.fn() }}
        filters={[
          {
            kind: 'select',
            id: 'status',
            label: 'Status',
            options: [
              ['todos', 'Todos'],
              ['pago', 'Pago'],
            ],
            value: 'todos',
            onChange: onStatus,
          },
          { kind: 'date', id: 'de', label: 'De', value: '', onChange: onDay },
        ]}
      />,
    );
    expect(screen.getByRole('searchbox', { name: 'Buscar' }).getAttribute('placeholder')).toBe(
      'Nome do casal',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pago');
    expect(onStatus).toHaveBeenCalledWith('pago');
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2026-05-02' } });
    expect(onDay).toHaveBeenCalledWith('2026-05-02');
  });
});
