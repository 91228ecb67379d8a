// The product form: required fields toast "Campos obrigatórios" and mark their fields, the price is
// typed the Brazilian way in the BRL field ("1.350,50"), shown back formatted and sent in centavos, a new category clears the subcategory, and a server's
// refusal lands on the field it names.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CategoryRow, catalogMessages } from '../../../shared/gift-catalog.ts';
import { moneyInputMessages } from '../../../shared/money-input.ts';
import { expectRefusal, refusedWith } from '../../testing/form-helpers.ts';
import { emptyDraft, ProductFormDialog } from './product-form.tsx';

vi.mock('./catalog-api.ts', () => ({ isAcceptedProductImage: vi.fn(), uploadProductImage: vi.fn() }));

const kitchen = '7d0c6b1e-7f0a-4c1e-9a53-0a4f1f1e0a01';
const pans = '7d0c6b1e-7f0a-4c1e-9a53-0a4f1f1e0a02';
const decor = '7d0c6b1e-7f0a-4c1e-9a53-0a4f1f1e0a03';
const vases = '7d0c6b1e-7f0a-4c1e-9a53-0a4f1f1e0a04';

const sub = (id: string, categoryId: string, name: string) => ({
  id,
  categoryId,
  name,
  displayOrder: 1,
  status: 'ativa',
  productCount: 0,
});
const categories = [
  { id: kitchen, name: 'Cozinha', status: 'ativa', subcategories: [sub(pans, kitchen, 'Panelas')] },
  { id: decor, name: 'Decoração', status: 'ativa', subcategories: [sub(vases, decor, 'Vasos')] },
] as unknown as CategoryRow[];

function renderForm(onSubmit = vi.fn(async () => undefined)) {
  const onClose = vi.fn();
  render(
    <ProductFormDialog
      title="Adicionar item"
      initial={emptyDraft}
      categories={categories}
      submitLabel="Criar produto"
      failureTitle={catalogMessages.productCreateError}
      onClose={onClose}
      onSubmit={onSubmit}
    />,
  );
  return { onSubmit, onClose };
}

async function fillRequired(price: string) {
  await userEvent.type(screen.getByLabelText('Nome do produto *'), 'Panela de barro');
  await userEvent.type(screen.getByLabelText('Preço sugerido (R$) *'), price);
  await userEvent.selectOptions(screen.getByLabelText('Categoria *'), 'Cozinha');
  await userEvent.selectOptions(screen.getByLabelText('Subcategoria *'), 'Panelas');
}

const create = () => userEvent.click(screen.getByRole('button', { name: 'Criar produto' }));

afterEach(() => vi.restoreAllMocks());

describe('product form', () => {
  it('asks for the required fields with the spec toast and marks them', async () => {
    const failed = vi.spyOn(toast, 'error');
    const { onSubmit } = renderForm();
    expect(screen.getByLabelText('Subcategoria *').hasAttribute('disabled')).toBe(true);
    await create();
    await expectRefusal(catalogMessages.requiredDescription);
    expect(failed).toHaveBeenCalledWith(catalogMessages.requiredTitle, {
      description: catalogMessages.requiredDescription,
    });
    for (const label of ['Nome do produto *', 'Preço sugerido (R$) *', 'Categoria *', 'Subcategoria *'])
      expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the price in centavos and the tags split, and a new category clears the subcategory', async () => {
    const { onSubmit, onClose } = renderForm();
    await fillRequired('189.9');
    await userEvent.selectOptions(screen.getByLabelText('Categoria *'), 'Decoração');
    expect((screen.getByLabelText('Subcategoria *') as HTMLSelectElement).value).toBe('');
    await userEvent.selectOptions(screen.getByLabelText('Subcategoria *'), 'Vasos');
    await userEvent.type(screen.getByLabelText('Tags (separadas por vírgula)'), 'barro, cozinha , barro');
    await create();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Panela de barro',
      description: '',
      priceCents: 18_990,
      categoryId: decor,
      subcategoryId: vases,
      tags: ['barro', 'cozinha'],
      itemType: 'Item para Casa',
      allowsCustomAmount: false,
      status: 'ativo',
      imageUrl: null,
    });
  });

  it('takes "1.350,50" as R$ 1.350,50, shows it back formatted and sends 135050 centavos', async () => {
    const { onSubmit, onClose } = renderForm();
    await fillRequired('1.350,5');
    const price = screen.getByLabelText('Preço sugerido (R$) *') as HTMLInputElement;
    expect(price.type).toBe('text');
    expect(price.inputMode).toBe('decimal');
    await userEvent.tab();
    expect(price.value).toBe('1.350,50');
    await create();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ priceCents: 135_050 }));
  });

  it('starts an edited product at its price, formatted', () => {
    render(
      <ProductFormDialog
        title="Editar item"
        initial={{ ...emptyDraft, priceCents: 189_990 }}
        categories={categories}
        submitLabel="Salvar"
        failureTitle={catalogMessages.productUpdateError}
        onClose={vi.fn()}
        onSubmit={vi.fn(async () => undefined)}
      />,
    );
    expect((screen.getByLabelText('Preço sugerido (R$) *') as HTMLInputElement).value).toBe('1.899,90');
  });

  it('explains a price that is not an amount on the price field', async () => {
    const { onSubmit } = renderForm();
    await fillRequired('mil reais');
    await create();
    await expectRefusal(moneyInputMessages.unreadable, screen.getByLabelText('Preço sugerido (R$) *'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a zero price on the price field as a failed save', async () => {
    const failed = vi.spyOn(toast, 'error');
    const { onSubmit } = renderForm();
    await fillRequired('0');
    await create();
    await expectRefusal(catalogMessages.pricePositive, screen.getByLabelText('Preço sugerido (R$) *'));
    expect(screen.getByLabelText('Nome do produto *').getAttribute('aria-invalid')).toBeNull();
    expect(failed).toHaveBeenCalledWith(catalogMessages.productCreateError, {
      description: catalogMessages.pricePositive,
    });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("puts the server's refusal on the field it names and keeps the dialog open", async () => {
    const message = 'O preço sugerido deve ser de no máximo R$ 1.000.000,00.';
    const { onSubmit, onClose } = renderForm(
      vi.fn(refusedWith(400, 'VALIDATION', message, [{ path: 'priceCents', message }])),
    );
    await fillRequired('99');
    await create();
    await expectRefusal(message);
    const price = screen.getByLabelText('Preço sugerido (R$) *');
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(price.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(document.activeElement).toBe(price);
    expect(screen.getByLabelText('Nome do produto *').getAttribute('aria-invalid')).toBeNull();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });
});
