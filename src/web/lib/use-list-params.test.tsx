// A list's view in the address: defaults for missing or invalid values, defaults left out of the
// address, a new search or filter going back to the first page, and a control bound to one key.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseListParams, useListParams } from './use-list-params.ts';

const schema = z.object({
  q: z.string().catch(''),
  filtro: z.enum(['todos', 'ativos', 'inativos']).catch('todos'),
  pagina: z.coerce.number().int().min(1).catch(1),
});

function setup(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const [values, update, bind] = useListParams(schema);
      return { values, update, bind, search: useLocation().search };
    },
    { wrapper },
  );
}

describe('useListParams', () => {
  it('reads missing and invalid values as their defaults', () => {
    expect(parseListParams(schema, new URLSearchParams('filtro=nada&pagina=-3'))).toEqual({
      q: '',
      filtro: 'todos',
      pagina: 1,
    });
    expect(setup('/casais?q=ana&filtro=ativos&pagina=3').result.current.values).toEqual({
      q: 'ana',
      filtro: 'ativos',
      pagina: 3,
    });
  });

  it('keeps changes in the address, leaves defaults out and starts a new filter on page 1', () => {
    const { result } = setup('/casais?q=ana&pagina=3&outro=1');
    act(() => result.current.update({ filtro: 'inativos' }));
    expect(result.current.search).toBe('?q=ana&outro=1&filtro=inativos');
    act(() => result.current.update({ pagina: 2 }));
    expect(result.current.values.pagina).toBe(2);
    act(() => result.current.update({ filtro: 'todos', q: '' }));
    expect(result.current.search).toBe('?outro=1');
    act(() => result.current.update({ pagina: 4 }, { keepPage: true }));
    act(() => result.current.update({ q: 'bia' }, { keepPage: true }));
    expect(result.current.values).toEqual({ q: 'bia', filtro: 'todos', pagina: 4 });
  });

  it('keeps an earlier change when another comes before the router renders the first', () => {
    const { result } = setup('/casais');
    act(() => {
      result.current.update({ q: 'ana' });
      result.current.update({ filtro: 'ativos' });
    });
    expect(result.current.search).toBe('?q=ana&filtro=ativos');
    act(() => result.current.update({ pagina: 2 }));
    expect(result.current.search).toBe('?q=ana&filtro=ativos&pagina=2');
  });

  it('binds one key to a control: its value, and a change that goes back to page 1', () => {
    const { result } = setup('/casais?filtro=ativos&pagina=3');
    expect(result.current.bind('filtro').value).toBe('ativos');
    act(() => result.current.bind('filtro').onChange('inativos'));
    expect(result.current.search).toBe('?filtro=inativos');
    expect(result.current.bind('filtro').value).toBe('inativos');
  });
});
