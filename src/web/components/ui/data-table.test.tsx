// The list kit's table: a real table on wide screens (caption, column headers, sortable headers
// with aria-sort), the same rows as labelled cards on phones, and row actions named by the row.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenWidth } from '../../testing/screen-width.ts';
import { type DataColumn, type DataSort, DataTable } from './data-table.tsx';

interface Row {
  id: string;
  name: string;
  email: string;
  amount: number;
}

const rows: Row[] = [
  { id: 'a', name: 'Helena', email: 'helena@exemplo.com', amount: 300 },
  { id: 'b', name: 'Bruna', email: 'bruna@exemplo.com', amount: 100 },
  { id: 'c', name: 'Carla', email: 'carla@exemplo.com', amount: 200 },
];

const columns: DataColumn<Row>[] = [
  {
    id: 'name',
    header: 'Nome',
    cell: (r) => r.name,
    rowHeader: true,
    card: 'title',
    sortValue: (r) => r.name,
  },
  { id: 'email', header: 'E-mail', cell: (r) => r.email, card: 'subtitle' },
  {
    id: 'amount',
    header: 'Valor',
    cardLabel: 'Total',
    cell: (r) => `R$ ${r.amount}`,
    sortValue: (r) => r.amount,
  },
];

function Sample(props: { sorting?: DataSort; onSortingChange?: (s: DataSort) => void }) {
  return (
    <DataTable
      caption="Convidados"
      columns={columns}
      rows={rows}
      cardsBelow="lg"
      actions={(r) => <button type="button">{`Editar ${r.name}`}</button>}
      {...props}
    />
  );
}

const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('the data table', () => {
  it('is a table with a caption, column headers and a named scrolling frame on wide screens', () => {
    screenWidth(true);
    render(<Sample />);
    const table = screen.getByRole('table', { name: 'Convidados' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nome', 'E-mail', 'Valor', 'Ações']);
    expect(screen.getByRole('region', { name: 'Convidados' })).toHaveProperty('tabIndex', 0);
    const row = screen.getByRole('row', { name: /Helena/ });
    expect(within(row).getByRole('button', { name: 'Editar Helena' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the same rows as cards on phones, each value labelled by its header', () => {
    screenWidth(false);
    render(<Sample />);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Convidados' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText('Helena')).toBeTruthy();
    expect(first.getByText('helena@exemplo.com')).toBeTruthy();
    expect(first.getByText('Total').nextSibling?.textContent).toBe('R$ 300');
    expect(first.getByRole('button', { name: 'Editar Helena' })).toBeTruthy();
  });

  it('sorts on a header button, announcing the order with aria-sort', async () => {
    screenWidth(true);
    render(<Sample />);
    const header = screen.getByRole('columnheader', { name: 'Valor' });
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(names()).toEqual(['Helena', 'Bruna', 'Carla']);
    await userEvent.click(within(header).getByRole('button', { name: 'Valor' }));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['Bruna', 'Carla', 'Helena']);
    await userEvent.click(within(header).getByRole('button', { name: 'Valor' }));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Helena', 'Carla', 'Bruna']);
    expect(screen.getByRole('columnheader', { name: 'E-mail' }).getAttribute('aria-sort')).toBeNull();
  });

  it('leaves the order to the server when the sort is controlled', async () => {
    screenWidth(true);
    const onSortingChange = vi.fn();
    render(<Sample sorting={{ id: 'name', desc: false }} onSortingChange={onSortingChange} />);
    expect(screen.getByRole('columnheader', { name: 'Nome' }).getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['Helena', 'Bruna', 'Carla']);
    await userEvent.click(screen.getByRole('button', { name: 'Nome' }));
    expect(onSortingChange).toHaveBeenCalledWith({ id: 'name', desc: true });
  });

  it('always shows the table when no breakpoint asks for cards', () => {
    screenWidth(false);
    render(<DataTable caption="Saques" columns={columns} rows={rows} />);
    expect(screen.getByRole('table', { name: 'Saques' })).toBeTruthy();
  });
});
