// A category's subcategories: each with its status, order and product count, renamed in place,
// deleted when it holds no products, and new ones added at the bottom.
import { Check, Pencil, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  type CategoryRow,
  catalogMessages,
  parseDisplayOrder,
  type Subcategory,
  type SubcategoryInput,
  subcategoryInputSchema,
} from '../../../shared/gift-catalog.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Form, FormField, useZodForm } from '../../components/ui/form.tsx';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TooltipProvider } from '../../components/ui/tooltip.tsx';
import { errorMessage } from '../../lib/use-form-action.ts';
import { DetailsDialog } from '../lib/details-dialog.tsx';
import { deleteSubcategory, saveSubcategory } from './catalog-api.ts';
import { RowDeleteButton, RowIconButton, rowIconClass } from './row-actions.tsx';
import { categoryStatusOptions } from './status-pill.tsx';

/** The shared subcategory rules, with the order as typed (an integer, 0 when empty). */
const subcategoryForm = subcategoryInputSchema.extend({
  displayOrder: z.string().transform(parseDisplayOrder),
});
type SubcategoryValues = z.input<typeof subcategoryForm>;

/** Name, order and status on one wrapping line, then `actions`; one line for a refusal below. */
function SubcategoryForm({
  idPrefix,
  initial,
  failureTitle,
  onSave,
  className,
  children,
}: {
  idPrefix: string;
  initial: SubcategoryValues;
  failureTitle: string;
  onSave: (input: SubcategoryInput) => Promise<void>;
  className?: string;
  /** Before the fields (a heading) and after them (the buttons). */
  children: { before?: ReactNode; after: ReactNode };
}) {
  const form = useZodForm(subcategoryForm, { defaultValues: initial });
  return (
    <Form
      form={form}
      summarize
      failureTitle={failureTitle}
      describeError={(err) => errorMessage(err, catalogMessages.unknownError)}
      className={className}
      fieldsetClassName="flex flex-wrap items-end gap-3"
      onSubmit={async (input) => {
        await onSave(input);
        form.reset(initial);
      }}
    >
      {children.before}
      <FormField
        form={form}
        name="name"
        label="Nome da subcategoria"
        id={`${idPrefix}-nome`}
        className="min-w-0 flex-1"
      >
        {(control) => <Input {...control} maxLength={60} autoComplete="off" />}
      </FormField>
      <FormField form={form} name="displayOrder" label="Ordem" id={`${idPrefix}-ordem`} className="w-24">
        {(control) => <Input {...control} type="number" step={1} />}
      </FormField>
      <SelectField
        form={form}
        name="status"
        label="Status"
        id={`${idPrefix}-status`}
        className="w-32"
        options={categoryStatusOptions}
      />
      {children.after}
    </Form>
  );
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
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <li className="rounded-2xl bg-cream p-3">
        <SubcategoryForm
          idPrefix={`sub-${sub.id}`}
          initial={{ name: sub.name, displayOrder: String(sub.displayOrder), status: sub.status }}
          failureTitle="Erro ao atualizar subcategoria"
          className="grid gap-3"
          onSave={async (input) => {
            await saveSubcategory({ id: sub.id }, input);
            toast.success(catalogMessages.subcategoryUpdated);
            setEditing(false);
            onChanged();
          }}
        >
          {{
            after: (
              <div className="flex gap-1">
                <button type="submit" className={rowIconClass} aria-label={`Salvar ${sub.name}`}>
                  <Check className="size-4" aria-hidden="true" />
                </button>
                <IconButton
                  icon={X}
                  label="Cancelar edição"
                  className={rowIconClass}
                  onClick={() => setEditing(false)}
                />
              </div>
            ),
          }}
        </SubcategoryForm>
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
      <RowIconButton icon={Pencil} label={`Editar ${sub.name}`} onClick={() => setEditing(true)} />
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
  return (
    <SubcategoryForm
      idPrefix="nova-sub"
      initial={{ name: '', displayOrder: '0', status: 'ativa' }}
      failureTitle="Erro ao criar subcategoria"
      className="grid gap-3 rounded-2xl bg-brand-soft/50 p-4"
      onSave={async (input) => {
        await saveSubcategory({ categoryId }, input);
        toast.success(catalogMessages.subcategoryCreated);
        onChanged();
      }}
    >
      {{
        before: <p className="w-full text-sm font-semibold text-ink">Nova subcategoria</p>,
        after: <Button type="submit">Adicionar</Button>,
      }}
    </SubcategoryForm>
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
    <DetailsDialog
      item={category}
      title={(c) => `Subcategorias de ${c.name}`}
      description="A ordem define como as subcategorias aparecem no catálogo."
      closeLabel="Fechar subcategorias"
      className="max-w-2xl"
      onClose={onClose}
    >
      {(category) => (
        <>
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
        </>
      )}
    </DetailsDialog>
  );
}
