// "Convidados do evento": every household of the guest list with a box to invite it, a search for
// long lists, and "Marcar todas" / "Desmarcar todas". Saved in one go.
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { searchKey } from '../../../shared/text.ts';
import { type WeddingEvent, weddingEventMessages } from '../../../shared/wedding-events.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Loading } from '../../components/ui/query-state.tsx';
import { errorMessage } from '../../lib/use-form-action.ts';
import { useEventHouseholds } from './use-events.ts';

function Chooser({
  weddingId,
  event,
  onSave,
  onClose,
}: {
  weddingId: string;
  event: WeddingEvent;
  onSave: (householdIds: string[]) => Promise<void>;
  onClose: () => void;
}) {
  const households = useEventHouseholds(weddingId, event.id);
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const [q, setQ] = useState('');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const list = households.data ?? [];
  const selected = chosen ?? new Set(list.filter((h) => h.invited).map((h) => h.id));
  const shown = useMemo(() => {
    const key = searchKey(q);
    return key ? list.filter((h) => searchKey(h.name).includes(key)) : list;
  }, [list, q]);

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };
  const setShown = (on: boolean) => {
    const next = new Set(selected);
    for (const h of shown) {
      if (on) next.add(h.id);
      else next.delete(h.id);
    }
    setChosen(next);
  };

  async function save() {
    setSaving(true);
    setFailure(null);
    try {
      await onSave([...selected]);
      toast.success(weddingEventMessages.invitedSaved);
      onClose();
    } catch (err) {
      setFailure(errorMessage(err));
      setSaving(false);
    }
  }

  if (households.isPending) return <Loading label="Carregando a lista de convidados..." />;
  if (households.isError) return <FormError message="Não foi possível carregar a lista de convidados." />;
  if (list.length === 0)
    return (
      <p className="mt-4 rounded-2xl bg-cream px-4 py-3 text-sm text-muted">
        A lista de convidados ainda está vazia. Cadastrem as famílias em “Lista de convidados” e voltem aqui
        para convidá-las.
      </p>
    );
  return (
    <div className="mt-4 grid gap-4">
      <div>
        <Label htmlFor="evento-busca">Buscar família</Label>
        <Input
          id="evento-busca"
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          autoComplete="off"
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted" aria-live="polite">
          {selected.size} de {list.length} {list.length === 1 ? 'família convidada' : 'famílias convidadas'}
        </p>
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={() => setShown(true)} disabled={saving}>
            Marcar todas
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setShown(false)} disabled={saving}>
            Desmarcar todas
          </Button>
        </div>
      </div>
      <fieldset disabled={saving} className="max-h-[50vh] overflow-y-auto rounded-2xl ring-1 ring-ink/10">
        <legend className="sr-only">Famílias convidadas para {event.name}</legend>
        <ul className="divide-y divide-ink/5">
          {shown.map((h) => (
            <li key={h.id}>
              <label className="flex cursor-pointer items-center gap-3 px-4 py-3 hover:bg-cream/60">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-dark"
                  checked={selected.has(h.id)}
                  onChange={(e) => toggle(h.id, e.target.checked)}
                />
                <span className="min-w-0 flex-1 break-words text-ink">{h.name}</span>
                <span className="text-xs text-muted">
                  {h.members} {h.members === 1 ? 'pessoa' : 'pessoas'}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <FormError message={failure} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" onClick={onClose} disabled={saving}>
          Cancelar
        </Button>
        <Button size="lg" onClick={() => void save()} disabled={saving}>
          {saving ? 'Salvando...' : 'Salvar convidados'}
        </Button>
      </div>
    </div>
  );
}

export function EventGuestsDialog({
  weddingId,
  event,
  onSave,
  onClose,
}: {
  weddingId: string;
  event: WeddingEvent | null;
  onSave: (eventId: string, householdIds: string[]) => Promise<void>;
  onClose: () => void;
}) {
  return (
    <Dialog open={event !== null} onOpenChange={(open) => !open && onClose()}>
      {event && (
        <DialogContent
          title={`Convidados: ${event.name}`}
          description="Marquem as famílias convidadas para este evento. Elas veem o evento no convite pessoal."
          closeLabel="Fechar"
          className="sm:max-w-xl"
        >
          <Chooser
            key={event.id}
            weddingId={weddingId}
            event={event}
            onSave={(ids) => onSave(event.id, ids)}
            onClose={onClose}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
