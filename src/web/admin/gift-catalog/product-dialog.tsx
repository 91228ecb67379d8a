// "Adicionar item", "Editar produto" and "Duplicar" (the form prefilled with "Cópia de ..." and
// status ativo), with the catalogue's success and failure toasts (SPEC 8).
import { toast } from 'sonner';
import {
  type CategoryRow,
  catalogMessages,
  type ProductInput,
  type ProductRow,
} from '../../../shared/gift-catalog.ts';
import { saveProduct } from './catalog-api.ts';
import { emptyDraft, type ProductDraft, ProductFormDialog } from './product-form.tsx';

export type ProductEditing =
  | { mode: 'create' }
  | { mode: 'edit'; product: ProductRow }
  | { mode: 'duplicate'; product: ProductRow };

const generated = (url: string | null) => url?.startsWith('/media/catalog/') ?? false;

function draftOf(editing: ProductEditing): ProductDraft {
  if (editing.mode === 'create') return emptyDraft;
  const p = editing.product;
  const copy = editing.mode === 'duplicate';
  // A copy gets a picture of its own: an uploaded one is shared, a generated one is redrawn.
  const keep = generated(p.imageUrl) ? null : p.imageUrl;
  return {
    name: copy ? `${catalogMessages.copyPrefix}${p.name}` : p.name,
    description: p.description,
    priceCents: p.priceCents,
    categoryId: p.categoryId,
    subcategoryId: p.subcategoryId,
    tags: p.tags.join(', '),
    itemType: p.itemType as ProductDraft['itemType'],
    allowsCustomAmount: p.allowsCustomAmount,
    status: copy ? 'ativo' : p.status,
    imageUrl: keep,
    previewUrl: copy ? keep : p.imageUrl,
  };
}

const titles = { create: 'Adicionar item', edit: 'Editar produto', duplicate: 'Duplicar produto' } as const;

export function ProductDialog({
  editing,
  categories,
  onClose,
  onSaved,
}: {
  editing: ProductEditing | null;
  categories: CategoryRow[];
  onClose: () => void;
  onSaved: () => void;
}) {
  if (!editing) return null;
  const id = editing.mode === 'edit' ? editing.product.id : null;
  async function submit(body: ProductInput) {
    const saved = await saveProduct(id, body);
    if (id) toast.success(catalogMessages.productUpdated, { description: saved.name });
    else
      toast.success(catalogMessages.productCreated, {
        description: catalogMessages.productCreatedDescription(saved.name),
      });
    onSaved();
  }
  return (
    <ProductFormDialog
      key={editing.mode === 'create' ? 'novo' : `${editing.mode}-${editing.product.id}`}
      title={titles[editing.mode]}
      initial={draftOf(editing)}
      categories={categories}
      submitLabel={id ? 'Salvar produto' : 'Criar produto'}
      failureTitle={id ? catalogMessages.productUpdateError : catalogMessages.productCreateError}
      onClose={onClose}
      onSubmit={submit}
    />
  );
}
