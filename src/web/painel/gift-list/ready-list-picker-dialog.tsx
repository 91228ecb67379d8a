// "Usar uma lista pronta": the ready-made lists with their size and value; using one adds its
// products that the list does not have yet.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { giftListMessages } from '../../../shared/gift-list.ts';
import { formatBRL } from '../../../shared/money.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { errorMessage } from '../../lib/use-form-action.ts';
import { fetchReadyLists, giftListKeys, importReadyList } from './gift-list-api.ts';

export function ReadyListPickerDialog({
  weddingId,
  listId,
  open,
  onOpenChange,
  onAdded,
}: {
  weddingId: string;
  listId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded: () => Promise<unknown>;
}) {
  const lists = useQuery({
    queryKey: giftListKeys.readyLists(weddingId),
    queryFn: ({ signal }) => fetchReadyLists(weddingId, signal),
    enabled: open,
  });
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function use(readyListId: string) {
    setPending(readyListId);
    setError(null);
    try {
      const { added } = await importReadyList(weddingId, listId, readyListId);
      await onAdded();
      toast.success(giftListMessages.readyListUsed(added));
      onOpenChange(false);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setPending(null);
    }
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Usar uma lista pronta"
        description="Os presentes da lista escolhida entram na sua lista; depois vocês ajustam valores e removem o que quiserem."
        closeLabel="Fechar"
        className="max-w-2xl"
      >
        <FormError message={error ?? (lists.isError ? lists.error.message : null)} />
        {lists.isPending && <p className="mt-5 text-center text-muted">Carregando...</p>}
        <ul className="mt-5 grid gap-3 sm:grid-cols-2">
          {lists.data?.map((l) => (
            <li key={l.id} className="flex flex-col rounded-2xl p-4 ring-1 ring-ink/10">
              <h3 className="font-serif text-lg font-bold text-ink">{l.name}</h3>
              <p className="mt-1 flex-1 text-sm text-muted">{l.description}</p>
              <p className="mt-2 text-sm text-ink">
                {l.itemCount} presentes · {formatBRL(l.totalCents)}
              </p>
              <Button size="sm" className="mt-3" disabled={pending !== null} onClick={() => use(l.id)}>
                {pending === l.id ? 'Adicionando...' : 'Usar esta lista'}
                <span className="sr-only"> {l.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
