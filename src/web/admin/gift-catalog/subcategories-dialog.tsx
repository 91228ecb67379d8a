// A category's subcategories: each with its status, order and product count, renamed in place,
// deleted when it holds no products, and new ones added at the bottom.
import { Check, Pencil, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  type CategoryRow,
  catalogMessages,
  parseDisplayOrder,
  type Subcategory,
  subcategoryInputSchema,
} from '../../../shared/gift-catalog.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Select } from '../../components/ui/select.tsx';
import { TooltipProvider } from '../../components/ui/tooltip.tsx';
import { deleteSubcategory, saveSubcategory } from './catalog-api.ts';
import { toastFailure } from './catalog-toasts.ts';
import { RowDeleteButton, RowIconButton, rowIconClass } from './row-actions.tsx';

interface Draft {
  name: string;
  order: string;
  status: 'ativa' | 'inativa';
}

function SubcategoryFields({
  idPrefix,
  draft,
  onChange,
}: {
  idPrefix: string;
  draft: Draft;
  onChange: (draft: Draft) => void;
}) {
  return (
    <>
      <div className="min-w-0 flex-1">
        <Label htmlFor={`${idPrefix}-nome`}>Nome da subcategoria</Label>
        <Input
          id={`${idPrefix}-nome`}
          value={draft.name}
          maxLength={60}
          autoComplete="off"
          onChange={(e) => onChange({ ...draft, name: e.target.value })}
        />
      </div>
      <div className="w-24">
        <Label htmlFor={`${idPrefix}-ordem`}>Ordem</Label>
        <Input
          id={`${idPrefix}-ordem`}
          type="number"
          step={1}
          value={draft.order}
          onChange={(e) => onChange({ ...draft, order: e.target.value })}
        />
      </div>
      <div className="w-32">
        <Label htmlFor={`${idPrefix}-status`}>Status</Label>
        <Select
          id={`${idPrefix}-status`}
          value={draft.status}
          onChange={(e) => onChange({ ...draft, status: e.target.value as Draft['status'] })}
        >
          <option value="ativa">Ativa</option>
          <option value="inativa">Inativa</option>
        </Select>
      </div>
    </>
  );
}

function parseDraft(draft: Draft) {
  return subcategoryInputSchema.safeParse({
    name: draft.name,
    displayOrder: parseDisplayOrder(draft.order),
    status: draft.status,
  });
}

function SubcategoryRow({
  sub,
  onChanged,
  onDelete,
}: {
  sub: Subcategory;
  onChanged: () => void;
  onDelete: (sub: Subcategory) => void;
}) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function save(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    const parsed = parseDraft(draft);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    try {
      await saveSubcategory({ id: sub.id }, parsed.data);
      toast.success(catalogMessages.subcategoryUpdated);
      setDraft(null);
      setError(null);
      onChanged();
    } catch (err) {
      setError(toastFailure('Erro ao atualizar subcategoria', err));
    }
  }
  if (draft) {
    return (
      <li className="rounded-2xl bg-cream p-3">
        <form onSubmit={save} className="flex flex-wrap items-end gap-3" noValidate>
          <SubcategoryFields idPrefix={`sub-${sub.id}`} draft={draft} onChange={setDraft} />
          <div className="flex gap-1">
            <button type="submit" className={rowIconClass} aria-label={`Salvar ${sub.name}`}>
              <Check className="size-4" aria-hidden="true" />
            </button>
            <button
              type="button"
              className={rowIconClass}
              aria-label="Cancelar edição"
              onClick={() => setDraft(null)}
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
        </form>
        <FormError message={error} />
      </li>
    );
  }
  return (
    <li className="flex items-center gap-3 rounded-2xl px-3 py-2 ring-1 ring-ink/10">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-ink">{sub.name}</p>
        <p className="text-xs text-muted">
          {sub.status === 'ativa' ? 'Ativa' : 'Inativa'} · ordem {sub.displayOrder} · {sub.productCount}{' '}
          {sub.productCount === 1 ? 'produto' : 'produtos'}
        </p>
      </div>
      <RowIconButton
        icon={Pencil}
        label={`Editar ${sub.name}`}
        onClick={() => setDraft({ name: sub.name, order: String(sub.displayOrder), status: sub.status })}
      />
      <RowDeleteButton
        label={`Excluir ${sub.name}`}
        blockedReason={sub.productCount > 0 ? catalogMessages.subcategoryInUseTooltip : null}
        onDelete={() => onDelete(sub)}
        onBlocked={() =>
          toast.error(catalogMessages.categoryInUseTitle, {
            description: catalogMessages.subcategoryInUseDescription,
          })
        }
      />
    </li>
  );
}

function NewSubcategory({ categoryId, onChanged }: { categoryId: string; onChanged: () => void }) {
  const empty: Draft = { name: '', order: '0', status: 'ativa' };
  const [draft, setDraft] = useState<Draft>(empty);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  async function add(event: FormEvent) {
    event.preventDefault();
    const parsed = parseDraft(draft);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setPending(true);
    try {
      await saveSubcategory({ categoryId }, parsed.data);
      toast.success(catalogMessages.subcategoryCreated);
      setDraft(empty);
      setError(null);
      onChanged();
    } catch (err) {
      setError(toastFailure('Erro ao criar subcategoria', err));
    } finally {
      setPending(false);
    }
  }
  return (
    <form
      onSubmit={add}
      noValidate
      className="grid gap-3 rounded-2xl bg-brand-soft/50 p-4"
      aria-busy={pending}
    >
      <p className="text-sm font-semibold text-ink">Nova subcategoria</p>
      <div className="flex flex-wrap items-end gap-3">
        <SubcategoryFields idPrefix="nova-sub" draft={draft} onChange={setDraft} />
        <Button type="submit" disabled={pending}>
          Adicionar
        </Button>
      </div>
      <FormError message={error} />
    </form>
  );
}

export function SubcategoriesDialog({
  category,
  onClose,
  onChanged,
}: {
  category: CategoryRow | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const [deleting, setDeleting] = useState<Subcategory | null>(null);
  return (
    <Dialog open={category !== null} onOpenChange={(open) => !open && onClose()}>
      {category && (
        <DialogContent
          title={`Subcategorias de ${category.name}`}
          description="A ordem define como as subcategorias aparecem no catálogo."
          closeLabel="Fechar subcategorias"
          className="max-w-2xl"
        >
          <TooltipProvider delayDuration={200}>
            <ul className="mt-5 grid gap-2">
              {category.subcategories.map((s) => (
                <SubcategoryRow key={s.id} sub={s} onChanged={onChanged} onDelete={setDeleting} />
              ))}
              {category.subcategories.length === 0 && (
                <li className="rounded-2xl bg-cream p-4 text-center text-sm text-muted">
                  Esta categoria ainda não tem subcategorias.
                </li>
              )}
            </ul>
          </TooltipProvider>
          <div className="mt-5">
            <NewSubcategory categoryId={category.id} onChanged={onChanged} />
          </div>
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => !open && setDeleting(null)}
            title="Excluir subcategoria?"
            description={`"${deleting?.name ?? ''}" sai do catálogo. Essa ação não pode ser desfeita.`}
            confirmLabel="Excluir"
            onConfirm={async () => {
              if (!deleting) return;
              await deleteSubcategory(deleting.id);
              toast.success(catalogMessages.subcategoryDeleted);
              onChanged();
            }}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
