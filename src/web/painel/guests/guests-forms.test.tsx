// The couple's guest forms: "Editar resposta" with the guest form's rules in the couple's words,
// the phone mask and companions; "Lista de convidados" with its name and limit messages.
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type RsvpItem, rsvpMessages } from '../../../shared/rsvp.ts';
import { ApiError } from '../../lib/api.ts';
import { expectRefusal, retype } from '../../testing/form-helpers.ts';
import { guestsMessages } from './guests-messages.ts';
import { HouseholdsSection } from './households-section.tsx';
import { RsvpEditDialog } from './rsvp-edit-dialog.tsx';

const addHousehold = vi.fn();
vi.mock('./use-rsvps.ts', () => ({
  useHouseholds: () => ({ data: [], isPending: false, isError: false, refetch: vi.fn() }),
  useRsvpActions: () => ({ addHousehold, removeHousehold: vi.fn() }),
}));

beforeEach(() => vi.clearAllMocks());

const joao: RsvpItem = {
  id: 'r1',
  name: 'João Silva',
  attending: true,
  companions: 0,
  companionNames: [],
  phone: '11987654321',
  email: null,
  note: null,
  householdName: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

describe('Editar resposta', () => {
  it('asks for every companion, then a valid e-mail, and saves the answer', async () => {
    const onSave = vi.fn(async () => undefined);
    const onClose = vi.fn();
    render(<RsvpEditDialog rsvp={joao} onClose={onClose} onSave={onSave} />);
    const dialog = screen.getByRole('dialog', { name: 'Editar resposta' });
    const phone = within(dialog).getByLabelText('Telefone (opcional)') as HTMLInputElement;
    expect(phone.value).toBe('(11) 98765-4321');
    fireEvent.change(within(dialog).getByLabelText('Número de acompanhantes'), { target: { value: '2' } });
    await userEvent.type(within(dialog).getByLabelText('Nome do acompanhante 1'), 'Ana Silva');
    const save = within(dialog).getByRole('button', { name: 'Salvar alterações' });
    await userEvent.click(save);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(rsvpMessages.namesMismatch);
    expect(within(dialog).getByLabelText('Nome do acompanhante 2').getAttribute('aria-invalid')).toBe('true');

    await userEvent.type(within(dialog).getByLabelText('Nome do acompanhante 2'), 'Caio Silva');
    const email = within(dialog).getByLabelText('E-mail (opcional)');
    await userEvent.type(email, 'joao@exemplo');
    await userEvent.click(save);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(rsvpMessages.invalidEmail);
    expect(email.getAttribute('aria-invalid')).toBe('true');

    await userEvent.type(email, '.com');
    await retype(phone, '21a912345678');
    expect(phone.value).toBe('(21) 91234-5678');
    await userEvent.click(save);
    expect(onSave).toHaveBeenCalledWith('r1', {
      name: 'João Silva',
      attending: true,
      companions: 2,
      companionNames: ['Ana Silva', 'Caio Silva'],
      phone: '21912345678',
      email: 'joao@exemplo.com',
      note: null,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("says the guest's name is missing in the couple's words", async () => {
    const onSave = vi.fn(async () => undefined);
    render(<RsvpEditDialog rsvp={joao} onClose={vi.fn()} onSave={onSave} />);
    const name = screen.getByLabelText('Nome completo');
    await userEvent.clear(name);
    await userEvent.click(screen.getByLabelText('Não'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await expectRefusal(guestsMessages.guestNameRequired, name);
    expect(screen.queryByLabelText('Número de acompanhantes')).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('Lista de convidados', () => {
  it('asks for a name and a limit from 0 to 20, and shows the server refusal', async () => {
    addHousehold.mockRejectedValueOnce(
      new ApiError(400, 'VALIDATION', 'Este nome já está na lista de convidados.'),
    );
    render(<HouseholdsSection weddingId="w1" />);
    const add = screen.getByRole('button', { name: 'Adicionar' });
    await userEvent.click(add);
    await expectRefusal(guestsMessages.guestNameRequired);
    const name = screen.getByLabelText('Nome');
    expect(name.getAttribute('aria-invalid')).toBe('true');

    await userEvent.type(name, 'Família Souza');
    const max = screen.getByLabelText('Máximo de acompanhantes');
    fireEvent.change(max, { target: { value: '21' } });
    await userEvent.click(add);
    await expectRefusal(guestsMessages.householdMaxInvalid, max);

    fireEvent.change(max, { target: { value: '1' } });
    await userEvent.click(add);
    await expectRefusal('Este nome já está na lista de convidados.');
    expect(addHousehold).toHaveBeenCalledWith({ name: 'Família Souza', maxCompanions: 1 });
  });
});
