// `/dashboard/convidados/eventos` ("Eventos"): the site's RSVP settings, the wedding's events with
// who is invited and who answered (live as guests answer), and the dialogs to create, edit, invite
// and delete.
import { CalendarHeart, Plus, Printer } from 'lucide-react';
import { useState } from 'react';
import { type WeddingEvent, weddingEventMessages } from '../../../shared/wedding-events.ts';
import { ConfirmAndToastDialog } from '../../components/confirm-and-toast-dialog.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { EmptyCard } from '../../components/ui/empty-card.tsx';
import { ListState } from '../../components/ui/list-state.tsx';
import { useOneAction } from '../../lib/use-one-action.ts';
import { GuestsPageFrame } from '../guests/guests-page-frame.tsx';
import { panelPaths } from '../layout/panel-paths.ts';
import { EventFormDialog } from './event-form-dialog.tsx';
import { EventGuestsDialog } from './event-guests-dialog.tsx';
import { EventsList } from './events-list.tsx';
import { RsvpSettingsCard } from './rsvp-settings-card.tsx';
import { useEventActions, useEvents } from './use-events.ts';

const title = 'Eventos';
const lead =
  'Cerimônia, festa, chá... Cada evento com data, local e traje, as famílias convidadas e quem já confirmou, atualizado na hora.';

type Editing = { event: WeddingEvent | null } | null;

function Events({
  weddingId,
  editing,
  setEditing,
}: {
  weddingId: string;
  editing: Editing;
  setEditing: (e: Editing) => void;
}) {
  const events = useEvents(weddingId);
  const actions = useEventActions(weddingId);
  const [guests, setGuests] = useState<WeddingEvent | null>(null);
  const [deleting, setDeleting] = useState<WeddingEvent | null>(null);
  const { pending: moving, run } = useOneAction();

  async function move(event: WeddingEvent, step: -1 | 1) {
    const ids = (events.data ?? []).map((e) => e.id);
    const from = ids.indexOf(event.id);
    const to = from + step;
    if (from < 0 || to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    await run(true, () => actions.reorder(ids));
  }

  return (
    <>
      <RsvpSettingsCard weddingId={weddingId} onSave={actions.saveSettings} />
      <section aria-labelledby="eventos-titulo" className="space-y-4">
        <h2 id="eventos-titulo" className="font-serif text-xl font-bold text-ink">
          Eventos do casamento
        </h2>
        <ListState
          query={events}
          failure={() => weddingEventMessages.loadFailed}
          isEmpty={(data) => data.length === 0}
          empty={
            <EmptyCard
              icon={CalendarHeart}
              title="Nenhum evento ainda"
              footer={
                <Button className="mt-6" onClick={() => setEditing({ event: null })}>
                  <Plus className="size-4" aria-hidden="true" />
                  Criar o primeiro evento
                </Button>
              }
            >
              Criem a cerimônia, a festa e os outros momentos do casamento. As seções Cerimônia e Recepção do
              site passam a mostrar os eventos, e cada família vê no convite pessoal os eventos para os quais
              foi convidada.
            </EmptyCard>
          }
          count={(data) => `${data.length} ${data.length === 1 ? 'evento' : 'eventos'}`}
        >
          {(data) => (
            <EventsList
              events={data}
              busy={moving !== null}
              onMove={(e, step) => void move(e, step)}
              onGuests={setGuests}
              onEdit={(event) => setEditing({ event })}
              onDelete={setDeleting}
            />
          )}
        </ListState>
      </section>
      <EventFormDialog
        open={editing !== null}
        event={editing?.event ?? null}
        onClose={() => setEditing(null)}
        onSave={(body) => (editing?.event ? actions.update(editing.event.id, body) : actions.create(body))}
      />
      <EventGuestsDialog
        weddingId={weddingId}
        event={guests}
        onClose={() => setGuests(null)}
        onSave={actions.invite}
      />
      <ConfirmAndToastDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        title="Excluir este evento?"
        describe={(event) =>
          `“${event.name}” sai do site e dos convites, com as respostas dadas a ele. Esta ação não pode ser desfeita.`
        }
        confirmLabel="Excluir evento"
        onConfirm={(event) => actions.remove(event.id)}
        done={(event) => weddingEventMessages.deleted(event.name)}
      />
    </>
  );
}

export function EventsPage() {
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <GuestsPageFrame
      title={title}
      lead={lead}
      actions={() => (
        <>
          <ButtonLink to={panelPaths.guestEventsSummary} variant="outline">
            <Printer className="size-4" aria-hidden="true" />
            Resumo para imprimir
          </ButtonLink>
          <Button onClick={() => setEditing({ event: null })}>
            <Plus className="size-4" aria-hidden="true" />
            Novo evento
          </Button>
        </>
      )}
    >
      {(weddingId) => <Events weddingId={weddingId} editing={editing} setEditing={setEditing} />}
    </GuestsPageFrame>
  );
}
