// "Lista de convidados (opcional)": invited households with their companion limit. With names on
// the list, the site only takes answers from listed guests (name matched without accents/case).
import { ListChecks, Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { householdBody } from '../../../shared/rsvp.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Form, FormField, FormSubmit, useZodForm } from '../../components/ui/form.tsx';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { IconCard } from '../../components/ui/icon-card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { errorMessage } from '../../lib/use-form-action.ts';
import type { Household } from './guests-api.ts';
import { guestsMessages } from './guests-messages.ts';
import { cardClass, GuestsQuery } from './guests-page-frame.tsx';
import { useHouseholds, useRsvpActions } from './use-rsvps.ts';

/**
 * The server's `householdBody` with the limit as typed; the couple reads the guest-facing name
 * message, and one message for any limit outside 0 to 20.
 */
export const householdForm = z.object({ name: z.string(), maxCompanions: z.string() }).transform((v, ctx) => {
  const parsed = householdBody.safeParse({ name: v.name, maxCompanions: Number(v.maxCompanions || 0) });
  const issue = parsed.error?.issues[0];
  if (issue?.path[0] === 'name')
    ctx.addIssue({ code: 'custom', path: ['name'], message: guestsMessages.guestNameRequired });
  else if (issue)
    ctx.addIssue({ code: 'custom', path: ['maxCompanions'], message: guestsMessages.householdMaxInvalid });
  return parsed.data ?? z.NEVER;
});

function AddHouseholdForm({
  onAdd,
}: {
  onAdd: (body: { name: string; maxCompanions: number }) => Promise<unknown>;
}) {
  const form = useZodForm(householdForm, { defaultValues: { name: '', maxCompanions: '0' } });
  return (
    <Form
      form={form}
      summarize
      className="grid gap-4"
      onSubmit={async (household) => {
        await onAdd(household);
        toast.success(guestsMessages.householdAdded(household.name));
        form.reset();
      }}
    >
      <fieldset className="grid min-w-0 gap-4 sm:grid-cols-[1fr_13rem_auto] sm:items-end">
        <legend className="sr-only">Adicionar convite</legend>
        <FormField form={form} name="name" id="convite-nome" label="Nome">
          {(control) => (
            <Input {...control} maxLength={120} autoComplete="off" placeholder="Ex.: Família Souza" />
          )}
        </FormField>
        <FormField form={form} name="maxCompanions" id="convite-maximo" label="Máximo de acompanhantes">
          {(control) => <Input {...control} type="number" inputMode="numeric" min={0} max={20} />}
        </FormField>
        <FormSubmit pendingLabel="Adicionando..." className="sm:h-12 sm:w-auto">
          <Plus className="size-5" aria-hidden="true" />
          Adicionar
        </FormSubmit>
      </fieldset>
    </Form>
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
      <IconButton
        icon={Trash2}
        label={`Remover ${household.name} da lista`}
        onClick={remove}
        disabled={pending}
        title="Remover da lista"
        className="grid size-10 shrink-0 place-items-center rounded-full text-muted transition-colors hover:bg-danger-soft hover:text-danger disabled:opacity-50"
      />
    </li>
  );
}

function HouseholdList({ list, onRemove }: { list: Household[]; onRemove: (h: Household) => Promise<void> }) {
  const answered = list.filter((h) => h.answered).length;
  return (
    <>
      <p className="rounded-2xl bg-teal-soft px-4 py-3 text-sm text-ink">
        <strong>{list.length}</strong> {list.length === 1 ? 'convite na lista' : 'convites na lista'},{' '}
        {answered} {answered === 1 ? 'já respondeu' : 'já responderam'}.
      </p>
      <ul className="mt-2 divide-y divide-ink/5" aria-label="Convites cadastrados">
        {list.map((h) => (
          <HouseholdRow key={h.id} household={h} onRemove={() => onRemove(h)} />
        ))}
      </ul>
    </>
  );
}

export function HouseholdsSection({ weddingId }: { weddingId: string }) {
  const households = useHouseholds(weddingId);
  const actions = useRsvpActions(weddingId);

  return (
    <IconCard
      id="lista-convidados"
      icon={ListChecks}
      title="Lista de convidados (opcional)"
      className={cardClass}
    >
      <p className="mt-2 max-w-3xl text-sm leading-relaxed text-muted">
        Cadastrem cada convite com o máximo de acompanhantes. Quando a lista tiver nomes, cada resposta do
        site é ligada ao convite com aquele nome (sem diferenciar acentos e maiúsculas) e pode levar no máximo
        os acompanhantes dele; um nome fora da lista, ou de mais de uma família, fica em “Respostas sem
        convite” para vocês vincularem ou descartarem. Com a lista vazia, qualquer pessoa com o link pode
        responder.
      </p>
      <div className="mt-5">
        <AddHouseholdForm onAdd={actions.addHousehold} />
      </div>
      <div className="mt-6">
        <GuestsQuery query={households} failure={guestsMessages.householdsFailed}>
          {(list) =>
            list.length === 0 ? (
              <p className="rounded-2xl bg-cream px-4 py-3 text-sm text-muted">
                A lista está vazia: qualquer pessoa com o link do site pode confirmar presença.
              </p>
            ) : (
              <HouseholdList list={list} onRemove={(h) => actions.removeHousehold(h.id)} />
            )
          }
        </GuestsQuery>
      </div>
    </IconCard>
  );
}
