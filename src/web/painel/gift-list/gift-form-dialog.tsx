// "Criar presente personalizado" and "Editar presente": name, value, quantity or quotas (a gift
// split into N equal quotas), category, description and a photo. Quantities never go below what
// guests already gave.
import { ImagePlus, LoaderCircle, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  customGiftSchema,
  type GiftCategoryOption,
  type GiftItem,
  giftListMessages,
  giftPatchSchema,
} from '../../../shared/gift-list.ts';
import { centsToAmountInput, formatBRL, parseAmountToCents } from '../../../shared/money.ts';
import { GiftPicture } from '../../components/gifts/gift-picture.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog.tsx';
import { FileButton } from '../../components/ui/file-button.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Select } from '../../components/ui/select.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { imageAccept, uploadMedia } from '../../lib/upload-media.ts';
import { useFormAction } from '../../lib/use-form-action.ts';

export type GiftFormTarget = { mode: 'create'; listId: string } | { mode: 'edit'; gift: GiftItem };

interface Photo {
  mediaId: string | null;
  url: string | null;
  /** The couple removed the photo of a gift being edited. */
  removed: boolean;
}

function GiftForm({
  weddingId,
  target,
  categories,
  onSave,
}: {
  weddingId: string;
  target: GiftFormTarget;
  categories: GiftCategoryOption[];
  onSave: (body: Record<string, unknown>) => Promise<void>;
}) {
  const gift = target.mode === 'edit' ? target.gift : null;
  const [name, setName] = useState(gift?.name ?? '');
  const [description, setDescription] = useState(gift?.description ?? '');
  const [categoryId, setCategoryId] = useState(gift?.categoryId ?? '');
  const [isQuota, setIsQuota] = useState(gift?.isQuota ?? false);
  const [price, setPrice] = useState(gift ? centsToAmountInput(gift.priceCents) : '');
  const [quantity, setQuantity] = useState(String(gift?.quantityAvailable ?? 1));
  const [photo, setPhoto] = useState<Photo>({ mediaId: null, url: gift?.imageUrl ?? null, removed: false });
  const [uploading, setUploading] = useState(false);
  const { pending, error, fail, run } = useFormAction();
  const cents = parseAmountToCents(price);
  const count = Number.parseInt(quantity, 10);
  const sold = gift?.quantitySold ?? 0;

  async function choose(files: File[]) {
    const file = files[0];
    if (!file) return;
    setUploading(true);
    try {
      const uploaded = await uploadMedia(weddingId, 'image', file);
      setPhoto({ mediaId: uploaded.id, url: uploaded.url, removed: false });
    } catch (err) {
      fail(err instanceof Error ? err.message : String(err));
    } finally {
      setUploading(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending || uploading) return;
    const fields = {
      name,
      description,
      categoryId: categoryId || null,
      isQuota,
      priceCents: cents ?? undefined,
      quantity: Number.isFinite(count) ? count : undefined,
    };
    const photoField = photo.mediaId
      ? { photoMediaId: photo.mediaId }
      : photo.removed
        ? { photoMediaId: null }
        : {};
    const parsed = (gift ? giftPatchSchema : customGiftSchema).safeParse({ ...fields, ...photoField });
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? giftListMessages.nameRequired);
    if (gift && count < sold) return fail(giftListMessages.belowSold(sold));
    void run(async () => {
      await onSave(parsed.data as Record<string, unknown>);
      toast.success(gift ? giftListMessages.giftSaved : giftListMessages.giftAdded, {
        description: name.trim(),
      });
    });
  }

  const totalLine =
    cents && count > 0
      ? isQuota
        ? `${count} cotas de ${formatBRL(cents)} = ${formatBRL(cents * count)}`
        : count > 1
          ? `${count} × ${formatBRL(cents)} = ${formatBRL(cents * count)}`
          : null
      : null;
  return (
    <form onSubmit={submit} noValidate className="mt-5 grid gap-5" aria-busy={pending}>
      <fieldset disabled={pending} className="grid min-w-0 gap-5">
        <div>
          <Label htmlFor="presente-nome">Nome do presente *</Label>
          <Input id="presente-nome" value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
        </div>
        <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl bg-teal-soft/60 p-3 text-sm text-ink">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-brand-dark"
            checked={isQuota}
            onChange={(e) => {
              setIsQuota(e.target.checked);
              if (e.target.checked && count < 2) setQuantity('10');
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
          <div>
            <Label htmlFor="presente-valor">{isQuota ? 'Valor de cada cota (R$) *' : 'Valor (R$) *'}</Label>
            <Input
              id="presente-valor"
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0.01"
              value={price}
              onChange={(e) => setPrice(e.target.value)}
            />
          </div>
          <div>
            <Label htmlFor="presente-quantidade">{isQuota ? 'Número de cotas' : 'Quantidade'}</Label>
            <Input
              id="presente-quantidade"
              type="number"
              inputMode="numeric"
              step={1}
              min={Math.max(isQuota ? 2 : 1, sold)}
              max={1000}
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
              aria-describedby={sold ? 'presente-ja-recebidos' : undefined}
            />
            {sold > 0 && (
              <p id="presente-ja-recebidos" className="mt-1 text-xs text-muted">
                Já presenteados: {sold}
              </p>
            )}
          </div>
        </div>
        {totalLine && (
          <p className="text-sm text-ink" aria-live="polite">
            Total: <strong>{totalLine}</strong>
          </p>
        )}
        <div>
          <Label htmlFor="presente-categoria">Categoria</Label>
          <Select id="presente-categoria" value={categoryId} onChange={(e) => setCategoryId(e.target.value)}>
            <option value="">Sem categoria</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="presente-descricao">Descrição</Label>
          <Textarea
            id="presente-descricao"
            rows={3}
            maxLength={1000}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
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
      </fieldset>
      <FormError message={error} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline" size="lg" disabled={pending}>
            Cancelar
          </Button>
        </DialogClose>
        <SubmitButton pending={pending} disabled={uploading} className="sm:w-auto">
          {gift ? 'Salvar presente' : 'Adicionar presente'}
        </SubmitButton>
      </div>
    </form>
  );
}

export function GiftFormDialog({
  weddingId,
  target,
  categories,
  onClose,
  onSave,
}: {
  weddingId: string;
  target: GiftFormTarget | null;
  categories: GiftCategoryOption[];
  onClose: () => void;
  onSave: (target: GiftFormTarget, body: Record<string, unknown>) => Promise<void>;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target && (
        <DialogContent
          title={target.mode === 'edit' ? 'Editar presente' : 'Criar presente personalizado'}
          description="Os convidados veem o nome, a foto e o valor; o presente chega em dinheiro na carteira de vocês."
          closeLabel="Cancelar e fechar"
          className="max-w-xl"
        >
          <GiftForm
            key={target.mode === 'edit' ? target.gift.id : 'novo'}
            weddingId={weddingId}
            target={target}
            categories={categories}
            onSave={async (body) => {
              await onSave(target, body);
              onClose();
            }}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
