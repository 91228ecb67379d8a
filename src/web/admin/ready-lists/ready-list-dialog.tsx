// "Nova lista pronta" / "Renomear lista": name (required) and a short description.
import { toast } from 'sonner';
import {
  type ReadyListSummary,
  readyListInputSchema,
  readyListMessages,
} from '../../../shared/ready-lists.ts';
import { FormField, useZodForm } from '../../components/ui/form.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { saveReadyList } from './ready-lists-api.ts';

function ReadyListFormDialog({
  list,
  onClose,
  onSaved,
}: {
  list: ReadyListSummary | null;
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const form = useZodForm(readyListInputSchema, {
    defaultValues: { name: list?.name ?? '', description: list?.description ?? '' },
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      title={list ? 'Renomear lista pronta' : 'Nova lista pronta'}
      description="Os casais podem usar a lista inteira com um clique e depois ajustá-la."
      form={form}
      summarize
      submitLabel={list ? 'Salvar lista' : 'Criar lista'}
      onSubmit={async (values) => {
        const saved = await saveReadyList(list?.id ?? null, values);
        toast.success(list ? readyListMessages.saved : readyListMessages.created);
        onSaved(list?.id ?? (saved as { id: string }).id);
      }}
    >
      <FormField form={form} name="name" label="Nome da lista *" id="lista-pronta-nome">
        {(control) => <Input {...control} maxLength={60} />}
      </FormField>
      <FormField form={form} name="description" label="Descrição" id="lista-pronta-descricao">
        {(control) => <Textarea {...control} rows={3} maxLength={300} />}
      </FormField>
    </FormDialog>
  );
}

/** `list`: null for a new one, undefined when closed. */
export function ReadyListDialog({
  list,
  onClose,
  onSaved,
}: {
  list: ReadyListSummary | null | undefined;
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  if (list === undefined) return null;
  return <ReadyListFormDialog key={list?.id ?? 'nova'} list={list} onClose={onClose} onSaved={onSaved} />;
}
