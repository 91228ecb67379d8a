// "Nova categoria" / "Editar categoria": name (required, SPEC 5), description, icon, display order
// (an integer, 0 when left empty) and status. Failures keep the dialog open with the reason.
import { toast } from 'sonner';
import { z } from 'zod';
import {
  type CategoryRow,
  catalogMessages,
  categoryIconLabels,
  categoryIcons,
  categoryInputSchema,
  parseDisplayOrder,
} from '../../../shared/gift-catalog.ts';
import { FormField, useZodForm } from '../../components/ui/form.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { errorMessage } from '../../lib/use-form-action.ts';
import { ItemDialog } from '../lib/item-dialog.tsx';
import { NameAndDescription } from '../lib/name-fields.tsx';
import { saveCategory } from './catalog-api.ts';
import { categoryStatusOptions } from './status-pill.tsx';

/** The shared rules, with the icon and the order as the form holds them ('' for none, text). */
const categoryForm = categoryInputSchema.extend({
  icon: z.union([z.enum(categoryIcons), z.literal('')]).transform((icon) => icon || null),
  displayOrder: z.string().transform(parseDisplayOrder),
});

const iconOptions = [
  ['', 'Nenhum'],
  ...categoryIcons.map((i) => [i, `${categoryIconLabels[i]} (${i})`] as const),
] as const;

interface DialogProps {
  onClose: () => void;
  onSaved: () => void;
}

function CategoryFormDialog({ category, onClose, onSaved }: DialogProps & { category: CategoryRow | null }) {
  const form = useZodForm(categoryForm, {
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      icon: category?.icon ?? '',
      displayOrder: String(category?.displayOrder ?? 0),
      status: category?.status ?? 'ativa',
    },
  });
  return (
    <FormDialog
      onClose={onClose}
      title={category ? 'Editar categoria' : 'Nova categoria'}
      description="As categorias organizam o catálogo e os filtros das listas dos casais."
      form={form}
      summarize
      failureTitle={category ? catalogMessages.categoryUpdateError : catalogMessages.categoryCreateError}
      describeError={(err) => errorMessage(err, catalogMessages.unknownError)}
      errorId="categoria-erro"
      submitLabel={category ? 'Salvar categoria' : 'Criar categoria'}
      onSubmit={async (values) => {
        await saveCategory(category?.id ?? null, values);
        toast.success(category ? catalogMessages.categoryUpdated : catalogMessages.categoryCreated);
        onSaved();
      }}
    >
      <NameAndDescription form={form} ids="categoria" nameLabel="Nome da categoria *" />
      <div className="grid gap-5 sm:grid-cols-3">
        <SelectField form={form} name="icon" label="Ícone" id="categoria-icone" options={iconOptions} />
        <FormField form={form} name="displayOrder" label="Ordem de exibição" id="categoria-ordem">
          {(control) => <Input {...control} type="number" inputMode="numeric" step={1} />}
        </FormField>
        <SelectField
          form={form}
          name="status"
          label="Status"
          id="categoria-status"
          options={categoryStatusOptions}
        />
      </div>
    </FormDialog>
  );
}

/** `category`: null for a new one, undefined when closed. */
export function CategoryDialog({
  category,
  ...props
}: DialogProps & { category: CategoryRow | null | undefined }) {
  return <ItemDialog item={category}>{(c) => <CategoryFormDialog category={c} {...props} />}</ItemDialog>;
}
