// "Nova lista pronta" / "Renomear lista": name (required) and a short description.
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  type ReadyListSummary,
  readyListInputSchema,
  readyListMessages,
} from '../../../shared/ready-lists.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useFormAction } from '../../lib/use-form-action.ts';
import { saveReadyList } from './ready-lists-api.ts';

function ReadyListForm({ list, onDone }: { list: ReadyListSummary | null; onDone: (id: string) => void }) {
  const [name, setName] = useState(list?.name ?? '');
  const [description, setDescription] = useState(list?.description ?? '');
  const { pending, error, fail, run } = useFormAction();
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = readyListInputSchema.safeParse({ name, description });
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? readyListMessages.nameRequired);
    void run(async () => {
      const saved = await saveReadyList(list?.id ?? null, parsed.data);
      toast.success(list ? readyListMessages.saved : readyListMessages.created);
      onDone(list?.id ?? (saved as { id: string }).id);
    });
  }
  return (
    <form onSubmit={submit} noValidate className="mt-5 grid gap-5" aria-busy={pending}>
      <fieldset disabled={pending} className="grid min-w-0 gap-5">
        <div>
          <Label htmlFor="lista-pronta-nome">Nome da lista *</Label>
          <Input
            id="lista-pronta-nome"
            value={name}
            maxLength={60}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div>
          <Label htmlFor="lista-pronta-descricao">Descrição</Label>
          <Textarea
            id="lista-pronta-descricao"
            rows={3}
            maxLength={300}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
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
          {list ? 'Salvar lista' : 'Criar lista'}
        </SubmitButton>
      </div>
    </form>
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
  return (
    <Dialog open={list !== undefined} onOpenChange={(open) => !open && onClose()}>
      {list !== undefined && (
        <DialogContent
          title={list ? 'Renomear lista pronta' : 'Nova lista pronta'}
          description="Os casais podem usar a lista inteira com um clique e depois ajustá-la."
          closeLabel="Cancelar e fechar"
        >
          <ReadyListForm
            list={list}
            onDone={(id) => {
              onSaved(id);
              onClose();
            }}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
