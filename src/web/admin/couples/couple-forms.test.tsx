// The add and edit forms of a couple: required names in one line, the phone's mask, and an e-mail
// that belongs to another account marked on its field.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { adminCoupleMessages as m } from '../../../shared/admin-couples.ts';
import { expectRefusal, refusedWith } from '../../testing/form-helpers.ts';
import { AddCoupleDialog } from './add-couple-dialog.tsx';
import { CoupleEditPage } from './couple-edit-page.tsx';
import { createCouple, editCouple, fetchOverview } from './couples-api.ts';

vi.mock('./couples-api.ts', async (original) => ({
  ...(await original<typeof import('./couples-api.ts')>()),
  createCouple: vi.fn(),
  editCouple: vi.fn(),
  fetchOverview: vi.fn(),
}));

function wrap(children: ReactNode, at = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/" element={children} />
          <Route path="/couples/:coupleId/edit" element={children} />
          <Route path="*" element={<p>Outra página</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('add couple', () => {
  it('asks for the names in one line and marks the fields', async () => {
    wrap(<AddCoupleDialog open onClose={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar casal' }));
    await expectRefusal(m.nameRequired, screen.getByLabelText('Nome do(a) noivo(a) 1 *'));
    expect(createCouple).not.toHaveBeenCalled();
  });

  it('masks the phone and puts an e-mail in use on its field', async () => {
    vi.mocked(createCouple).mockImplementation(refusedWith(409, 'EMAIL_IN_USE', m.emailInUse));
    wrap(<AddCoupleDialog open onClose={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Nome do(a) noivo(a) 1 *'), 'Marina');
    await userEvent.type(screen.getByLabelText('Nome do(a) noivo(a) 2 *'), 'Otávio');
    await userEvent.type(screen.getByLabelText('E-mail *'), 'marina@exemplo.com');
    const phone = screen.getByLabelText('Telefone (opcional)') as HTMLInputElement;
    await userEvent.type(phone, '21998765432');
    expect(phone.value).toBe('(21) 99876-5432');
    await userEvent.type(screen.getByLabelText('Data do casamento *'), '2031-06-14');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar casal' }));
    await expectRefusal(m.emailInUse, screen.getByLabelText('E-mail *'));
    expect(vi.mocked(createCouple).mock.calls[0]?.[0]).toMatchObject({
      phone: '21998765432',
      email: 'marina@exemplo.com',
    });
  });
});

describe('edit couple', () => {
  it('asks for both names and saves the phone as digits', async () => {
    vi.mocked(fetchOverview).mockResolvedValue({
      id: 'c1',
      name1: 'Ana',
      name2: 'Rui',
      email: 'ana@exemplo.com',
      phone: '11987654321',
      weddingDate: null,
      status: 'ativo',
    } as never);
    vi.mocked(editCouple).mockResolvedValue({} as never);
    wrap(<CoupleEditPage />, '/couples/c1/edit');
    const name2 = await screen.findByLabelText('Noivo(a) 2 *');
    expect((screen.getByLabelText('Telefone (opcional)') as HTMLInputElement).value).toBe('(11) 98765-4321');
    await userEvent.clear(name2);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await expectRefusal(m.nameRequired, name2);
    await userEvent.type(name2, 'Rui');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await vi.waitFor(() => expect(editCouple).toHaveBeenCalled());
    expect(editCouple).toHaveBeenCalledWith('c1', {
      name1: 'Ana',
      name2: 'Rui',
      email: 'ana@exemplo.com',
      phone: '11987654321',
      weddingDate: '',
      status: 'ativo',
    });
  });
});
