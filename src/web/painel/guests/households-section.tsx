// "Lista de convidados (opcional)": invited households with their companion limit. With names on
// the list, the site only takes answers from listed guests (name matched without accents/case).
import { ListChecks, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { toast } from 'sonner';
import { householdBody } from '../../../shared/rsvp.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { errorMessage, useFormAction } from '../../lib/use-form-action.ts';
import type { Household } from './guests-api.ts';
import { guestsMessages } from './guests-messages.ts';
import { cardClass, GuestsLoading, LoadFailed } from './guests-page-frame.tsx';
import { useHouseholds, useRsvpActions } from './use-rsvps.ts';

function AddHouseholdForm({
  onAdd,
}: {
  onAdd: (body: { name: string; maxCompanions: number }) => Promise<unknown>;
}) {
  const [name, setName] = useState('');
  const [max, setMax] = useState('0');
  const { pending, error, fail, run } = useFormAction();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const parsed = householdBody.safeParse({ name, maxCompanions: Number(max || 0) });
    if (!parsed.success) {
      const onName = parsed.error.issues[0]?.path[0] === 'name';
      return fail(onName ? guestsMessages.guestNameRequired : guestsMessages.householdMaxInvalid);
    }
    void run(async () => {
      await onAdd(parsed.data);
      toast.success(guestsMessages.householdAdded(parsed.data.name));
      setName('');
      setMax('0');
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={pending} className="grid gap-4">
      <fieldset disabled={pending} className="grid min-w-0 gap-4 sm:grid-cols-[1fr_13rem_auto] sm:items-end">
        <legend className="sr-only">Adicionar convite</legend>
        <div>
          <Label htmlFor="convite-nome">Nome</Label>
          <Input
            id="convite-nome"
            value={name}
            maxLength={120}
            autoComplete="off"
            placeholder="Ex.: Família Souza"
            onChange={(e) => setName(e.target.value)}
            invalid={error === guestsMessages.guestNameRequired}
          />
        </div>
        <div>
          <Label htmlFor="convite-maximo">Máximo de acompanhantes</Label>
          <Input
            id="convite-maximo"
            type="number"
            inputMode="numeric"
            min={0}
            max={20}
            value={max}
            onChange={(e) => setMax(e.target.value)}
            invalid={error === guestsMessages.householdMaxInvalid}
          />
        </div>
        <SubmitButton pending={pending} pendingLabel="Adicionando..." className="sm:h-12 sm:w-auto">
          <Plus className="size-5" aria-hidden="true" />
          Adicionar
        </SubmitButton>
      </fieldset>
      <FormError message={error} />
    </form>
  );
}

function HouseholdRow({ household, onRemove }: { household: Household; onRemove: () => Promise<void> }) {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  async function remove() {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      await onRemove();
      toast.success(guestsMessages.householdRemoved(household.name));
    } catch (err) {
      toast.error(errorMessage(err));
      busy.current = false;
      setPending(false);
    }
  }
  const limit =
    household.maxCompanions === 0
      ? 'Sem acompanhantes'
      : `Até ${household.maxCompanions} acompanhante${household.maxCompanions > 1 ? 's' : ''}`;
  return (
    <li className="flex items-center gap-3 py-3" aria-busy={pending || undefined}>
      <div className="min-w-0 flex-1 sm:flex sm:items-center sm:gap-4">
        <div className="min-w-0 sm:flex-1">
          <p className="font-medium break-words text-ink">{household.name}</p>
          <p className="text-sm text-muted">{limit}</p>
        </div>
        <div className="mt-1.5 sm:mt-0">
          <Badge tone={household.answered ? 'teal' : 'neutral'}>
            {household.answered ? 'Respondeu' : 'Não respondeu'}
          </Badge>
        </div>
      </div>
      <button
        type="button"
        onClick={remove}
        disabled={pending}
        aria-label={`Remover ${household.name} da lista`}
        title="Remover da lista"
        className="grid size-10 shrink-0 place-items-center rounded-full text-muted transition-colors hover:bg-danger-soft hover:text-danger disabled:opacity-50"
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}

export function HouseholdsSection({ weddingId }: { weddingId: string }) {
  const households = useHouseholds(weddingId);
  const actions = useRsvpActions(weddingId);
  const list = households.data ?? [];
  const answered = list.filter((h) => h.answered).length;

  return (
    <section aria-labelledby="lista-convidados" className={cardClass}>
      <h2 id="lista-convidados" className="flex items-center gap-2 font-serif text-xl font-bold text-ink">
        <ListChecks className="size-5 text-teal-dark" aria-hidden="true" />
        Lista de convidados (opcional)
      </h2>
      <p className="mt-2 max-w-3xl text-sm leading-relaxed text-muted">
        Cadastrem cada convite com o máximo de acompanhantes. Quando a lista tiver nomes, só os convidados
        listados conseguem confirmar presença no site (o nome é conferido sem diferenciar acentos e
        maiúsculas) e cada um pode levar no máximo os acompanhantes do seu convite. Com a lista vazia,
        qualquer pessoa com o link pode responder.
      </p>
      <div className="mt-5">
        <AddHouseholdForm onAdd={actions.addHousehold} />
      </div>
      <div className="mt-6">
        {households.isPending ? (
          <GuestsLoading />
        ) : households.isError ? (
          <LoadFailed message={guestsMessages.householdsFailed} onRetry={() => households.refetch()} />
        ) : list.length === 0 ? (
          <p className="rounded-2xl bg-cream px-4 py-3 text-sm text-muted">
            A lista está vazia: qualquer pessoa com o link do site pode confirmar presença.
          </p>
        ) : (
          <>
            <p className="rounded-2xl bg-teal-soft px-4 py-3 text-sm text-ink">
              <strong>{list.length}</strong> {list.length === 1 ? 'convite na lista' : 'convites na lista'},{' '}
              {answered} {answered === 1 ? 'já respondeu' : 'já responderam'}. Só convidados da lista podem
              responder.
            </p>
            <ul className="mt-2 divide-y divide-ink/5" aria-label="Convites cadastrados">
              {list.map((h) => (
                <HouseholdRow key={h.id} household={h} onRemove={() => actions.removeHousehold(h.id)} />
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
