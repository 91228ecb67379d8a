// "Criar presente personalizado" and "Editar presente": name, value, quantity or quotas (a gift
// split into N equal quotas), category, description and a photo. Quantities never go below what
// guests already gave.
import { ImagePlus, LoaderCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  customGiftSchema,
  type GiftCategoryOption,
  type GiftItem,
  giftListMessages,
  giftPatchSchema,
} from '../../../shared/gift-list.ts';
import { formatBRL } from '../../../shared/money.ts';
import { moneyInputMessages } from '../../../shared/money-input.ts';
import { GiftPicture } from '../../components/gifts/gift-picture.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FileButton } from '../../components/ui/file-button.tsx';
import { FormControlledField, FormField, useZodForm } from '../../components/ui/form.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { Input } from '../../components/ui/input.tsx';
import { MoneyInput } from '../../components/ui/money-input.tsx';
import { namedOptions } from '../../components/ui/select.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { imageAccept, uploadMedia } from '../../lib/upload-media.ts';

export type GiftFormTarget = { mode: 'create'; listId: string } | { mode: 'edit'; gift: GiftItem };

interface Photo {
  mediaId: string | null;
  url: string | null;
  /** The couple removed the photo of a gift being edited. */
  removed: boolean;
}

/**
 * The gift's fields as the form holds them (the value in centavos from the BRL field, null while
 * empty and NaN while unreadable; the quantity as typed), checked by the server's
 * schema (`customGiftSchema` for a new gift, `giftPatchSchema` for an edit), each issue on its field,
 * and the quantity never below what guests already gave.
 */
export function giftForm(editing: boolean, sold: number) {
  const shared = editing ? giftPatchSchema : customGiftSchema;
  return z
    .object({
      name: z.string(),
      description: z.string(),
      categoryId: z.string(),
      isQuota: z.boolean(),
      priceCents: z.number().or(z.nan()).nullable(),
      quantity: z.string(),
    })
    .transform((v, ctx) => {
      const count = Number.parseInt(v.quantity, 10);
      const unreadable = Number.isNaN(v.priceCents);
      const parsed = shared.safeParse({
        ...v,
        categoryId: v.categoryId || null,
        priceCents: v.priceCents === null || unreadable ? undefined : v.priceCents,
        quantity: Number.isFinite(count) ? count : undefined,
      });
      for (const issue of parsed.error?.issues ?? [])
        if (!(unreadable && issue.path[0] === 'priceCents'))
          ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      if (unreadable)
        ctx.addIssue({ code: 'custom', path: ['priceCents'], message: moneyInputMessages.unreadable });
      if (editing && count < sold)
        ctx.addIssue({ code: 'custom', path: ['quantity'], message: giftListMessages.belowSold(sold) });
      return parsed.data ?? z.NEVER;
    });
}

interface GiftFormProps {
  weddingId: string;
  categories: GiftCategoryOption[];
  onClose: () => void;
}

function GiftForm({
  weddingId,
  target,
  categories,
  onClose,
  onSave,
}: GiftFormProps & { target: GiftFormTarget; onSave: (body: Record<string, unknown>) => Promise<void> }) {
  const gift = target.mode === 'edit' ? target.gift : null;
  const sold = gift?.quantitySold ?? 0;
  const form = useZodForm(giftForm(gift !== null, sold), {
    defaultValues: {
      name: gift?.name ?? '',
      description: gift?.description ?? '',
      categoryId: gift?.categoryId ?? '',
      isQuota: gift?.isQuota ?? false,
      priceCents: gift?.priceCents ?? null,
      quantity: String(gift?.quantityAvailable ?? 1),
    },
  });
  const [photo, setPhoto] = useState<Photo>({ mediaId: null, url: gift?.imageUrl ?? null, removed: false });
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [isQuota, cents, quantity] = form.watch(['isQuota', 'priceCents', 'quantity']);
  const count = Number.parseInt(quantity, 10);
  const quotaToggle = form.register('isQuota');

  async function choose(files: File[]) {
    const file = files[0];
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      const uploaded = await uploadMedia(weddingId, 'image', file);
      setPhoto({ mediaId: uploaded.id, url: uploaded.url, removed: false });
    } catch (err) {
      setUploadError(err instanceof Error ? err.message : String(err));
    } finally {
      setUploading(false);
    }
  }

  const totalLine =
    cents && !Number.isNaN(cents) && count > 0
      ? isQuota
        ? `${count} cotas de ${formatBRL(cents)} = ${formatBRL(cents * count)}`
        : count > 1
          ? `${count} × ${formatBRL(cents)} = ${formatBRL(cents * count)}`
          : null
      : null;
  return (
    <FormDialog
      quiet
      onClose={onClose}
      title={gift ? 'Editar presente' : 'Criar presente personalizado'}
      description="Os convidados veem o nome, a foto e o valor; o presente chega em dinheiro na carteira de vocês."
      className="max-w-xl"
      form={form}
      submitLabel={gift ? 'Salvar presente' : 'Adicionar presente'}
      submitDisabled={uploading}
      onSubmit={async (fields) => {
        const photoField = photo.mediaId
          ? { photoMediaId: photo.mediaId }
          : photo.removed
            ? { photoMediaId: null }
            : {};
        await onSave({ ...fields, ...photoField });
        toast.success(gift ? giftListMessages.giftSaved : giftListMessages.giftAdded, {
          description: fields.name?.trim(),
        });
      }}
    >
      <FormField form={form} name="name" id="presente-nome" label="Nome do presente *">
        {(control) => <Input {...control} maxLength={120} />}
      </FormField>
      <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl bg-teal-soft/60 p-3 text-sm text-ink">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand-dark"
          {...quotaToggle}
          onChange={(e) => {
            void quotaToggle.onChange(e);
            if (e.target.checked && Number.parseInt(form.getValues('quantity'), 10) < 2)
              form.setValue('quantity', '10');
          }}
        />
        <span>
          <span className="font-semibold">Dividir em cotas</span>
          <span className="block text-muted">
            Os convidados presenteiam uma parte do valor, como "Lua de mel em Paris, 10 cotas de R$ 300,00".
          </span>
        </span>
      </label>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormControlledField
          form={form}
          name="priceCents"
          id="presente-valor"
          label={isQuota ? 'Valor de cada cota (R$) *' : 'Valor (R$) *'}
        >
          {(control) => <MoneyInput {...control} />}
        </FormControlledField>
        <FormField
          form={form}
          name="quantity"
          id="presente-quantidade"
          label={isQuota ? 'Número de cotas' : 'Quantidade'}
          hint={sold > 0 ? `Já presenteados: ${sold}` : undefined}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              step={1}
              min={Math.max(isQuota ? 2 : 1, sold)}
              max={1000}
            />
          )}
        </FormField>
      </div>
      {totalLine && (
        <p className="text-sm text-ink" aria-live="polite">
          Total: <strong>{totalLine}</strong>
        </p>
      )}
      <SelectField
        form={form}
        name="categoryId"
        id="presente-categoria"
        label="Categoria"
        options={namedOptions(categories)}
        empty="Sem categoria"
      />
      <FormField form={form} name="description" id="presente-descricao" label="Descrição">
        {(control) => <Textarea {...control} rows={3} maxLength={1000} />}
      </FormField>
      <div className="grid gap-2">
        <div className="flex items-center gap-4">
          <GiftPicture url={photo.url} className="size-24 shrink-0 rounded-2xl ring-1 ring-ink/10" />
          <div className="flex flex-wrap gap-2">
            <FileButton accept={imageAccept} onFiles={choose} disabled={uploading}>
              {uploading ? (
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              ) : (
                <ImagePlus className="size-4" aria-hidden="true" />
              )}
              {photo.url ? 'Trocar foto' : 'Escolher foto'}
            </FileButton>
            {photo.url && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setPhoto({ mediaId: null, url: null, removed: true })}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                Remover foto
              </Button>
            )}
          </div>
        </div>
        <FormError message={uploadError} />
      </div>
    </FormDialog>
  );
}

export function GiftFormDialog({
  target,
  onSave,
  ...props
}: GiftFormProps & {
  target: GiftFormTarget | null;
  onSave: (target: GiftFormTarget, body: Record<string, unknown>) => Promise<void>;
}) {
  if (!target) return null;
  return (
    <GiftForm
      key={target.mode === 'edit' ? target.gift.id : 'novo'}
      target={target}
      onSave={(body) => onSave(target, body)}
      {...props}
    />
  );
}
