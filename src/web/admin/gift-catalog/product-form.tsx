// The product form of the catalogue (SPEC 5): name, price (step 0.01), category then subcategory
// (disabled until a category is chosen, cleared when it changes), tags split on commas, type,
// custom amounts, status and a PNG/JPEG picture of up to 10 MB uploaded before the product is saved.
import { ImagePlus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  type CategoryRow,
  catalogMessages,
  itemTypes,
  type ProductInput,
  productInputSchema,
  splitTags,
} from '../../../shared/gift-catalog.ts';
import { parseAmountToCents } from '../../../shared/money.ts';
import { GiftPicture } from '../../components/gifts/gift-picture.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogClose } from '../../components/ui/dialog.tsx';
import { FileButton } from '../../components/ui/file-button.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Select } from '../../components/ui/select.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { errorMessage } from '../../lib/use-form-action.ts';
import { isAcceptedProductImage, uploadProductImage } from './catalog-api.ts';

export interface ProductDraft {
  name: string;
  description: string;
  price: string;
  categoryId: string;
  subcategoryId: string;
  tags: string;
  itemType: ProductInput['itemType'];
  allowsCustomAmount: boolean;
  status: ProductInput['status'];
  /** An uploaded picture to keep (a generated one is redrawn by the server instead). */
  imageUrl: string | null;
  /** What the preview shows before a new file is chosen. */
  previewUrl: string | null;
}

export const emptyDraft: ProductDraft = {
  name: '',
  description: '',
  price: '',
  categoryId: '',
  subcategoryId: '',
  tags: '',
  itemType: 'Item para Casa',
  allowsCustomAmount: false,
  status: 'ativo',
  imageUrl: null,
  previewUrl: null,
};

export function ProductForm({
  initial,
  categories,
  submitLabel,
  onSubmit,
}: {
  initial: ProductDraft;
  categories: CategoryRow[];
  submitLabel: string;
  /** Saves the product; throws to keep the form open. */
  onSubmit: (body: ProductInput) => Promise<void>;
}) {
  const [draft, setDraft] = useState(initial);
  const [file, setFile] = useState<File | null>(null);
  const [filePreview, setFilePreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const set = (patch: Partial<ProductDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const category = categories.find((c) => c.id === draft.categoryId);
  const activeCategories = categories.filter((c) => c.status === 'ativa' || c.id === draft.categoryId);
  const subcategories = (category?.subcategories ?? []).filter(
    (s) => s.status === 'ativa' || s.id === draft.subcategoryId,
  );

  function fail(title: string, description: string) {
    setError(description);
    toast.error(title, { description });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const priceCents = draft.price.trim() === '' ? undefined : parseAmountToCents(draft.price);
    if (!draft.name.trim() || priceCents === undefined || !draft.categoryId || !draft.subcategoryId) {
      return fail(catalogMessages.requiredTitle, catalogMessages.requiredDescription);
    }
    const parsed = productInputSchema.safeParse({
      name: draft.name,
      description: draft.description,
      priceCents: priceCents ?? Number.NaN,
      categoryId: draft.categoryId,
      subcategoryId: draft.subcategoryId,
      tags: splitTags(draft.tags),
      itemType: draft.itemType,
      allowsCustomAmount: draft.allowsCustomAmount,
      status: draft.status,
      imageUrl: draft.imageUrl,
    });
    if (!parsed.success)
      return fail(catalogMessages.productCreateError, parsed.error.issues[0]?.message ?? '');
    setPending(true);
    setError(null);
    try {
      let imageUrl = parsed.data.imageUrl;
      if (file) {
        try {
          if (!isAcceptedProductImage(file)) throw new Error('rejected');
          imageUrl = await uploadProductImage(file);
        } catch {
          return fail(catalogMessages.productCreateError, catalogMessages.uploadFailed);
        }
      }
      await onSubmit({ ...parsed.data, imageUrl });
    } catch (err) {
      setError(errorMessage(err, catalogMessages.unknownError));
    } finally {
      setPending(false);
    }
  }

  function choose(files: File[]) {
    const chosen = files[0];
    if (!chosen) return;
    if (filePreview) URL.revokeObjectURL(filePreview);
    setFile(chosen);
    setFilePreview(URL.createObjectURL(chosen));
  }

  function removePicture() {
    if (filePreview) URL.revokeObjectURL(filePreview);
    setFile(null);
    setFilePreview(null);
    set({ imageUrl: null, previewUrl: null });
  }

  const preview = filePreview ?? draft.previewUrl;
  return (
    <form onSubmit={submit} noValidate className="mt-5 grid gap-5" aria-busy={pending}>
      <fieldset disabled={pending} className="grid min-w-0 gap-5">
        <div>
          <Label htmlFor="produto-nome">Nome do produto *</Label>
          <Input
            id="produto-nome"
            value={draft.name}
            maxLength={120}
            autoComplete="off"
            onChange={(e) => set({ name: e.target.value })}
          />
        </div>
        <div>
          <Label htmlFor="produto-descricao">Descrição</Label>
          <Textarea
            id="produto-descricao"
            rows={3}
            maxLength={1000}
            value={draft.description}
            onChange={(e) => set({ description: e.target.value })}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <Label htmlFor="produto-preco">Preço sugerido (R$) *</Label>
            <Input
              id="produto-preco"
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              value={draft.price}
              onChange={(e) => set({ price: e.target.value })}
            />
          </div>
          <div>
            <Label htmlFor="produto-tipo">Tipo do item</Label>
            <Select
              id="produto-tipo"
              value={draft.itemType}
              onChange={(e) => set({ itemType: e.target.value as ProductDraft['itemType'] })}
            >
              {itemTypes.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor="produto-categoria">Categoria *</Label>
            <Select
              id="produto-categoria"
              value={draft.categoryId}
              onChange={(e) => set({ categoryId: e.target.value, subcategoryId: '' })}
            >
              <option value="">Selecione a categoria</option>
              {activeCategories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor="produto-subcategoria">Subcategoria *</Label>
            <Select
              id="produto-subcategoria"
              value={draft.subcategoryId}
              disabled={!draft.categoryId}
              onChange={(e) => set({ subcategoryId: e.target.value })}
            >
              <option value="">
                {draft.categoryId ? 'Selecione a subcategoria' : 'Escolha a categoria antes'}
              </option>
              {subcategories.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <div>
          <Label htmlFor="produto-tags">Tags (separadas por vírgula)</Label>
          <Input
            id="produto-tags"
            value={draft.tags}
            maxLength={400}
            placeholder="cozinha, presente, inox"
            onChange={(e) => set({ tags: e.target.value })}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-1 text-sm font-medium text-ink">
            <input
              type="checkbox"
              className="size-5 accent-brand-dark"
              checked={draft.allowsCustomAmount}
              onChange={(e) => set({ allowsCustomAmount: e.target.checked })}
            />
            Permite personalizar o valor
          </label>
          <div>
            <Label htmlFor="produto-status">Status</Label>
            <Select
              id="produto-status"
              value={draft.status}
              onChange={(e) => set({ status: e.target.value as ProductDraft['status'] })}
            >
              <option value="ativo">Ativo</option>
              <option value="inativo">Inativo</option>
            </Select>
          </div>
        </div>
        <div className="flex items-center gap-4">
          <GiftPicture url={preview} className="size-24 shrink-0 rounded-2xl ring-1 ring-ink/10" />
          <div className="grid gap-2">
            <p className="text-sm font-medium text-ink" id="produto-imagem-dica">
              Imagem do produto <span className="font-normal text-muted">(PNG ou JPG até 10 MB)</span>
            </p>
            <div className="flex flex-wrap gap-2">
              <FileButton
                accept="image/png,image/jpeg,.png,.jpg,.jpeg"
                onFiles={choose}
                describedBy="produto-imagem-dica"
              >
                <ImagePlus className="size-4" aria-hidden="true" />
                {preview ? 'Trocar imagem' : 'Escolher imagem'}
              </FileButton>
              {preview && (
                <Button variant="ghost" size="sm" onClick={removePicture}>
                  <Trash2 className="size-4" aria-hidden="true" />
                  Remover imagem
                </Button>
              )}
            </div>
          </div>
        </div>
      </fieldset>
      <FormError message={error} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline" size="lg" disabled={pending}>
            Cancelar
          </Button>
        </DialogClose>
        <SubmitButton pending={pending} className="sm:w-auto">
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
