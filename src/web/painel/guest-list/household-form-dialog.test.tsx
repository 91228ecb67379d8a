// "Adicionar convite": the name it needs, its people added and removed, phones saved ready for
// WhatsApp, and the server's refusal on the field it is about (a member's phone, the name).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { HouseholdInput, HouseholdItem } from '../../../shared/guest-household.ts';
import { ApiError } from '../../lib/api.ts';
import { HouseholdFormDialog } from './household-form-dialog.tsx';

function open(
  household: HouseholdItem | 'new' = 'new',
  save = vi.fn(async (_body: HouseholdInput) => undefined),
) {
  const update = vi.fn(async (_id: string, _body: HouseholdInput) => undefined);
  render(<HouseholdFormDialog household={household} onClose={() => {}} onCreate={save} onUpdate={update} />);
  return { save, update, dialog: screen.getByRole('dialog') };
}

const submit = (dialog: HTMLElement, name = 'Adicionar convite') =>
  userEvent.click(within(dialog).getByRole('button', { name }));

describe('the household form', () => {
  it('needs the household’s name and each person’s, shown on their fields', async () => {
    const { save, dialog } = open();
    await userEvent.clear(within(dialog).getByLabelText('Nome do convite'));
    await submit(dialog);
    const name = within(dialog).getByLabelText('Nome do convite');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Informe o nome do convite.')).toBeTruthy();
    expect(within(dialog).getByText('Informe o nome da pessoa.')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('adds and removes people, and sends phones with the country code', async () => {
    const { save, dialog } = open();
    await userEvent.type(within(dialog).getByLabelText('Nome do convite'), 'Família Souza');
    await userEvent.type(within(dialog).getByLabelText('Nome da pessoa 1'), 'Ana Souza');
    await userEvent.type(within(dialog).getAllByLabelText('WhatsApp (opcional)')[0]!, '(11) 98765-4321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar pessoa' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar pessoa' }));
    await userEvent.type(within(dialog).getByLabelText('Nome da pessoa 2'), 'Pedro');
    await userEvent.type(within(dialog).getByLabelText('Nome da pessoa 3'), 'Lia Souza');
    await userEvent.selectOptions(within(dialog).getAllByLabelText('Faixa etária')[2]!, 'Criança');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover pessoa 2' }));
    await userEvent.type(within(dialog).getByLabelText('Marcadores'), 'família, amigos');
    await submit(dialog);
    expect(save).toHaveBeenCalledWith({
      name: 'Família Souza',
      side: 'ambos',
      tags: ['família', 'amigos'],
      notes: null,
      maxCompanions: 0,
      members: [
        { name: 'Ana Souza', ageGroup: 'adulto', phone: '5511987654321', email: null },
        { name: 'Lia Souza', ageGroup: 'crianca', phone: null, email: null },
      ],
    });
  });

  it('puts a wrong phone on its person before sending anything', async () => {
    const { save, dialog } = open();
    await userEvent.type(within(dialog).getByLabelText('Nome do convite'), 'Tia Rosa');
    await userEvent.type(within(dialog).getByLabelText('Nome da pessoa 1'), 'Rosa');
    const phone = within(dialog).getByLabelText('WhatsApp (opcional)');
    await userEvent.type(phone, '1234');
    await submit(dialog);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(dialog).getByText('Telefone inválido: use DDD e número, ex.: (11) 98765-4321.'),
    ).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('shows the server’s refusals on their fields: a member’s e-mail, a name already on the list', async () => {
    const save = vi
      .fn<(body: HouseholdInput) => Promise<undefined>>()
      .mockRejectedValueOnce(
        new ApiError(400, 'VALIDATION', 'Dados inválidos.', [
          { path: 'members.0.email', message: 'E-mail inválido: confira o endereço.' },
        ]),
      )
      .mockRejectedValueOnce(
        new ApiError(409, 'HOUSEHOLD_TAKEN', 'Já existe um convite com este nome na lista.'),
      );
    const { dialog } = open('new', save);
    await userEvent.type(within(dialog).getByLabelText('Nome do convite'), 'Tia Rosa');
    await userEvent.type(within(dialog).getByLabelText('Nome da pessoa 1'), 'Rosa');
    await submit(dialog);
    const email = within(dialog).getByLabelText('E-mail (opcional)');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'E-mail inválido: confira o endereço.',
    );
    await submit(dialog);
    const name = within(dialog).getByLabelText('Nome do convite');
    expect(await within(dialog).findByText('Já existe um convite com este nome na lista.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });

  it('edits a household with its people as saved', async () => {
    const household: HouseholdItem = {
      id: 'h1',
      name: 'Família Lima',
      side: 'noivo',
      tags: ['amigos'],
      notes: null,
      maxCompanions: 1,
      inviteCode: 'x'.repeat(22),
      state: 'nao-enviado',
      sentAt: null,
      sentVia: null,
      firstOpenedAt: null,
      lastOpenedAt: null,
      answeredAt: null,
      answeredBy: null,
      members: [
        {
          id: '6f1f7a4e-4c1f-4f7e-9a51-1c2b3d4e5f60',
          name: 'Rui Lima',
          ageGroup: 'adulto',
          phone: '5521987654321',
          email: null,
        },
      ],
    };
    const save = vi.fn(async (_body: HouseholdInput) => undefined);
    const update = vi.fn(async (_id: string, _body: HouseholdInput) => undefined);
    render(
      <HouseholdFormDialog household={household} onClose={() => {}} onCreate={save} onUpdate={update} />,
    );
    const dialog = screen.getByRole('dialog');
    expect((within(dialog).getByLabelText('WhatsApp (opcional)') as HTMLInputElement).value).toBe(
      '(21) 98765-4321',
    );
    await submit(dialog, 'Salvar convite');
    expect(update).toHaveBeenCalledWith(
      'h1',
      expect.objectContaining({
        name: 'Família Lima',
        side: 'noivo',
        tags: ['amigos'],
        maxCompanions: 1,
        members: [
          {
            id: household.members[0]!.id,
            name: 'Rui Lima',
            ageGroup: 'adulto',
            phone: '5521987654321',
            email: null,
          },
        ],
      }),
    );
  });
});
