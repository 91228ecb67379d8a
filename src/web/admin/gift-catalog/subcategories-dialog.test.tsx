// A category's subcategories: a new one needs a name, its order is an integer, and renaming one in
// place sends the edited values.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type CategoryRow, catalogMessages } from '../../../shared/gift-catalog.ts';
import { expectRefusal, retype } from '../../testing/form-helpers.ts';
import { saveSubcategory } from './catalog-api.ts';
import { SubcategoriesDialog } from './subcategories-dialog.tsx';

vi.mock('./catalog-api.ts', () => ({ saveSubcategory: vi.fn(), deleteSubcategory: vi.fn() }));

const category = {
  id: 'cat-1',
  name: 'Cozinha',
  subcategories: [
    { id: 'sub-1', categoryId: 'cat-1', name: 'Panelas', displayOrder: 1, status: 'ativa', productCount: 2 },
  ],
} as unknown as CategoryRow;

describe('subcategories dialog', () => {
  it('asks for the new subcategory name, then adds it with its order', async () => {
    vi.mocked(saveSubcategory).mockResolvedValue(undefined as never);
    const onChanged = vi.fn();
    render(<SubcategoriesDialog category={category} onClose={vi.fn()} onChanged={onChanged} />);
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    await expectRefusal(catalogMessages.subcategoryNameRequired);
    const name = screen.getByLabelText('Nome da subcategoria');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(name, 'Brindes');
    await retype(screen.getByLabelText('Ordem'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(saveSubcategory).toHaveBeenCalledWith(
      { categoryId: 'cat-1' },
      { name: 'Brindes', displayOrder: 3, status: 'ativa' },
    );
    expect((screen.getByLabelText('Nome da subcategoria') as HTMLInputElement).value).toBe('');
  });

  it('renames a subcategory in place', async () => {
    vi.mocked(saveSubcategory).mockResolvedValue(undefined as never);
    render(<SubcategoriesDialog category={category} onClose={vi.fn()} onChanged={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Editar Panelas' }));
    const name = screen.getAllByLabelText('Nome da subcategoria')[0] as HTMLInputElement;
    expect(name.value).toBe('Panelas');
    await userEvent.type(name, ' e frigideiras');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar Panelas' }));
    await vi.waitFor(() =>
      expect(saveSubcategory).toHaveBeenCalledWith(
        { id: 'sub-1' },
        { name: 'Panelas e frigideiras', displayOrder: 1, status: 'ativa' },
      ),
    );
    expect(await screen.findByRole('button', { name: 'Editar Panelas' })).toBeTruthy();
  });
});
