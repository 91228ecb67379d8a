// The list kit's states: loading, failure with "Tentar novamente", empty with its action, and the
// count and pager once rows arrive.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ListQuery, ListState } from './list-state.tsx';

interface Page {
  items: string[];
  total: number;
}

function query(overrides: Partial<ListQuery<Page>>): ListQuery<Page> {
  return { data: undefined, error: null, isError: false, isFetching: false, refetch: vi.fn(), ...overrides };
}

function Sample({ q }: { q: ListQuery<Page> }) {
  return (
    <ListState
      query={q}
      empty="Nenhum casal encontrado."
      emptyAction={<button type="button">Adicionar casal</button>}
      count={(d) => `Mostrando ${d.items.length} de ${d.total} casais`}
      paging={(d) => ({ page: 1, pageSize: 2, total: d.total, onPage: vi.fn(), label: 'Páginas de casais' })}
    >
      {(d) => (
        <ul aria-label="Casais">
          {d.items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      )}
    </ListState>
  );
}

describe('the list state', () => {
  it('says "Carregando..." until the first answer', () => {
    render(<Sample q={query({ isFetching: true })} />);
    expect(screen.getByRole('status').textContent).toBe('Carregando...');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the reason of a failure and retries on "Tentar novamente"', async () => {
    const refetch = vi.fn();
    render(<Sample q={query({ isError: true, error: new Error('Sem conexão.'), refetch })} />);
    expect(screen.getByRole('alert').textContent).toContain('Sem conexão.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(refetch).toHaveBeenCalledOnce();
    expect(screen.queryByText('Carregando...')).toBeNull();
  });

  it('shows the empty message and its action, with the count', () => {
    render(<Sample q={query({ data: { items: [], total: 0 } })} />);
    expect(screen.getByText('Nenhum casal encontrado.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Adicionar casal' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Mostrando 0 de 0 casais');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the rows, "Mostrando X de Y" and the pager', () => {
    render(<Sample q={query({ data: { items: ['Helena', 'Bruna'], total: 5 } })} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('Mostrando 2 de 5 casais');
    expect(screen.getByRole('navigation', { name: 'Páginas de casais' }).textContent).toContain(
      'Página 1 de 3',
    );
  });
});
