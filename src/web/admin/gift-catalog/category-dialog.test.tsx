// The category dialog: the name is required (one line, the field marked), the order is an integer
// (0 when empty), and a failure keeps the dialog open with the server's message.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { catalogMessages } from '../../../shared/gift-catalog.ts';
import { expectRefusal, refusedWith } from '../../testing/form-helpers.ts';
import { saveCategory } from './catalog-api.ts';
import { CategoryDialog } from './category-dialog.tsx';

vi.mock('./catalog-api.ts', () => ({ saveCategory: vi.fn() }));

function renderDialog() {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  render(<CategoryDialog category={null} onClose={onClose} onSaved={onSaved} />);
  return { onClose, onSaved };
}

describe('category dialog', () => {
  it('asks for the name', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Criar categoria' }));
    await expectRefusal(catalogMessages.categoryNameRequired, screen.getByLabelText('Nome da categoria *'));
    expect(saveCategory).not.toHaveBeenCalled();
  });

  it('saves the parsed values and closes', async () => {
    vi.mocked(saveCategory).mockResolvedValue(undefined as never);
    const { onClose, onSaved } = renderDialog();
    await userEvent.type(screen.getByLabelText('Nome da categoria *'), ' Cozinha ');
    await userEvent.selectOptions(screen.getByLabelText('Ícone'), 'Gift');
    await userEvent.clear(screen.getByLabelText('Ordem de exibição'));
    await userEvent.click(screen.getByRole('button', { name: 'Criar categoria' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalled();
    expect(saveCategory).toHaveBeenCalledWith(null, {
      name: 'Cozinha',
      description: '',
      icon: 'Gift',
      displayOrder: 0,
      status: 'ativa',
    });
  });

  it("keeps the dialog open with the server's message", async () => {
    vi.mocked(saveCategory).mockImplementation(
      refusedWith(409, 'CONFLICT', 'Já existe uma categoria com esse nome.'),
    );
    const { onClose } = renderDialog();
    await userEvent.type(screen.getByLabelText('Nome da categoria *'), 'Cozinha');
    await userEvent.click(screen.getByRole('button', { name: 'Criar categoria' }));
    await expectRefusal('Já existe uma categoria com esse nome.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
