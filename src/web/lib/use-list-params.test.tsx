// A list's view in the address: defaults for missing or invalid values, defaults left out of the
// address, a new search or filter going back to the first page, and a control bound to one key.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { followAddress, parseListParams, recordWrite, useListParams } from './use-list-params.ts';

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

  it('keeps its writes through a render that still shows the address they started from', () => {
    const address = (q: string) => new URLSearchParams(q);
    let state = { written: address('casal=ana'), burst: [] as string[] };
    state = recordWrite(state, address('casal=ana&status=pago'));
    state = recordWrite(state, address('casal=ana&status=pago&metodo=pix'));
    // Data arrives: the list renders again with the address the router last committed.
    state = followAddress(state, address('casal=ana'));
    state = followAddress(state, address('casal=ana&status=pago'));
    expect(state.written.toString()).toBe('casal=ana&status=pago&metodo=pix');
    state = followAddress(state, address('casal=ana&status=pago&metodo=pix'));
    expect(state.burst).toEqual([]);
    // Then the back button leads elsewhere: that address is followed.
    state = followAddress(state, address('casal=bia'));
    expect(state.written.toString()).toBe('casal=bia');
  });

  it('binds one key to a control: its value, and a change that goes back to page 1', () => {
    const { result } = setup('/casais?filtro=ativos&pagina=3');
    expect(result.current.bind('filtro').value).toBe('ativos');
    act(() => result.current.bind('filtro').onChange('inativos'));
    expect(result.current.search).toBe('?filtro=inativos');
    expect(result.current.bind('filtro').value).toBe('inativos');
  });
});
