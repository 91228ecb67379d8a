// "Nova lista pronta" / "Renomear lista": name (required) and a short description.
import { toast } from 'sonner';
import {
  type ReadyListSummary,
  readyListInputSchema,
  readyListMessages,
} from '../../../shared/ready-lists.ts';
import { useZodForm } from '../../components/ui/form.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { ItemDialog } from '../lib/item-dialog.tsx';
import { NameAndDescription } from '../lib/name-fields.tsx';
import { saveReadyList } from './ready-lists-api.ts';

interface DialogProps {
  onClose: () => void;
  /** The list's id, new or not. */
  onSaved: (id: string) => void;
}

function ReadyListFormDialog({ list, onClose, onSaved }: DialogProps & { list: ReadyListSummary | null }) {
  const form = useZodForm(readyListInputSchema, {
    defaultValues: { name: list?.name ?? '', description: list?.description ?? '' },
  });
  return (
    <FormDialog
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
      <NameAndDescription form={form} ids="lista-pronta" nameLabel="Nome da lista *" />
    </FormDialog>
  );
}

/** `list`: null for a new one, undefined when closed. */
export function ReadyListDialog({
  list,
  ...props
}: DialogProps & { list: ReadyListSummary | null | undefined }) {
  return <ItemDialog item={list}>{(l) => <ReadyListFormDialog list={l} {...props} />}</ItemDialog>;
}
