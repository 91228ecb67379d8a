// The product form of the catalogue (SPEC 5) on the form kit: name, price (the BRL field: "1.350,50"
// typed the Brazilian way, sent in centavos), category then subcategory (disabled until a category is chosen,
// cleared when it changes), tags split on commas, type, custom amounts, status and a PNG/JPEG
// picture of up to 10 MB uploaded before the product is saved. The shared schema checks it; a
// missing required field toasts "Campos obrigatórios", and a server's refusal marks its field.
import { ImagePlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import {
  type CategoryRow,
  catalogMessages,
  itemTypes,
  type ProductInput,
  productInputSchema,
  splitTags,
} from '../../../shared/gift-catalog.ts';
import { moneyInputMessages } from '../../../shared/money-input.ts';
import { GiftPicture } from '../../components/gifts/gift-picture.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FileButton } from '../../components/ui/file-button.tsx';
import { FormControlledField, FormField, useZodForm } from '../../components/ui/form.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { MoneyInput } from '../../components/ui/money-input.tsx';
import { namedOptions, Select, SelectOptions } from '../../components/ui/select.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { errorMessage } from '../../lib/use-form-action.ts';
import { isAcceptedProductImage, uploadProductImage } from './catalog-api.ts';
import { productStatusOptions } from './status-pill.tsx';

/**
 * The shared rules, with the price as the BRL field hands it (centavos; null while empty, NaN while
 * the text is not an amount) and the tags as one text.
 */
export const productForm = productInputSchema.extend({
  priceCents: z
    .number({ error: moneyInputMessages.unreadable })
    .nullable()
    .pipe(productInputSchema.shape.priceCents),
  tags: z.string().transform(splitTags).pipe(productInputSchema.shape.tags.unwrap()),
});

export type ProductDraft = z.input<typeof productForm> & {
  /** What the preview shows before a new file is chosen. */
  previewUrl: string | null;
};

export const emptyDraft: ProductDraft = {
  name: '',
  description: '',
  priceCents: null,
  categoryId: '',
  subcategoryId: '',
  tags: '',
  itemType: 'Item para Casa',
  allowsCustomAmount: false,
  status: 'ativo',
  imageUrl: null,
  previewUrl: null,
};

/** A picture the upload refused or could not take: the product is not saved. */
class UploadFailed extends Error {}

async function uploadPicture(file: File): Promise<string> {
  const url = isAcceptedProductImage(file) ? await uploadProductImage(file).catch(() => null) : null;
  if (!url) throw new UploadFailed();
  return url;
}

const describeError = (err: unknown) =>
  err instanceof UploadFailed
    ? catalogMessages.uploadFailed
    : errorMessage(err, catalogMessages.unknownError);

export function ProductFormDialog({
  title,
  initial,
  categories,
  submitLabel,
  failureTitle,
  onClose,
  onSubmit,
}: {
  title: string;
  initial: ProductDraft;
  categories: CategoryRow[];
  submitLabel: string;
  /** The toast's title when saving fails ("Erro ao criar produto"). */
  failureTitle: string;
  onClose: () => void;
  /** Saves the product; the dialog closes when it resolves and stays open when it throws. */
  onSubmit: (body: ProductInput) => Promise<void>;
}) {
  const { previewUrl: initialPreview, ...defaultValues } = initial;
  const form = useZodForm(productForm, { defaultValues });
  const [file, setFile] = useState<File | null>(null);
  const [filePreview, setFilePreview] = useState<string | null>(null);
  const [previewUrl, setPreviewUrl] = useState(initialPreview);
  const [name, priceCents, categoryId, subcategoryId] = form.watch([
    'name',
    'priceCents',
    'categoryId',
    'subcategoryId',
  ]);
  const category = categories.find((c) => c.id === categoryId);
  const activeCategories = categories.filter((c) => c.status === 'ativa' || c.id === categoryId);
  const subcategories = (category?.subcategories ?? []).filter(
    (s) => s.status === 'ativa' || s.id === subcategoryId,
  );
  const customAmount = form.register('allowsCustomAmount');
  // SPEC 5: a required field left empty is toasted as such; any other refusal as a failed save.
  const missing = priceCents === null || [name, categoryId, subcategoryId].some((value) => !value?.trim());

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
    setPreviewUrl(null);
    form.setValue('imageUrl', null);
  }

  const preview = filePreview ?? previewUrl;
  return (
    <FormDialog
      onClose={onClose}
      title={title}
      description="Os casais escolhem os presentes das listas entre os produtos ativos do catálogo."
      className="max-w-2xl"
      form={form}
      summarize
      failureTitle={missing ? catalogMessages.requiredTitle : failureTitle}
      describeError={describeError}
      submitLabel={submitLabel}
      onSubmit={async (values) => {
        const imageUrl = file ? await uploadPicture(file) : values.imageUrl;
        await onSubmit({ ...values, imageUrl });
      }}
    >
      <FormField form={form} name="name" id="produto-nome" label="Nome do produto *">
        {(control) => <Input {...control} maxLength={120} autoComplete="off" />}
      </FormField>
      <FormField form={form} name="description" id="produto-descricao" label="Descrição">
        {(control) => <Textarea {...control} rows={3} maxLength={1000} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormControlledField form={form} name="priceCents" id="produto-preco" label="Preço sugerido (R$) *">
          {(control) => <MoneyInput {...control} />}
        </FormControlledField>
        <SelectField
          form={form}
          name="itemType"
          id="produto-tipo"
          label="Tipo do item"
          options={itemTypes.map((t) => [t, t])}
        />
        <FormField form={form} name="categoryId" id="produto-categoria" label="Categoria *">
          {(control) => (
            <Select
              {...control}
              onChange={async (event) => {
                await control.onChange(event);
                form.setValue('subcategoryId', '');
              }}
            >
              <SelectOptions empty="Selecione a categoria" options={namedOptions(activeCategories)} />
            </Select>
          )}
        </FormField>
        <FormField form={form} name="subcategoryId" id="produto-subcategoria" label="Subcategoria *">
          {(control) => (
            <Select {...control} disabled={!categoryId}>
              <SelectOptions
                empty={categoryId ? 'Selecione a subcategoria' : 'Escolha a categoria antes'}
                options={namedOptions(subcategories)}
              />
            </Select>
          )}
        </FormField>
        <div className="sm:col-span-2">
          <FormField form={form} name="tags" id="produto-tags" label="Tags (separadas por vírgula)">
            {(control) => <Input {...control} maxLength={400} placeholder="cozinha, presente, inox" />}
          </FormField>
        </div>
        <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-1 text-sm font-medium text-ink">
          <input type="checkbox" className="size-5 accent-brand-dark" {...customAmount} />
          Permite personalizar o valor
        </label>
        <SelectField
          form={form}
          name="status"
          id="produto-status"
          label="Status"
          options={productStatusOptions}
        />
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
    </FormDialog>
  );
}
