// The events on the list kit: a table from 1024 px, one card per event below it, with who is
// invited and who answered (adults and children confirmed, declines, waiting) and each event's
// actions: order, guests, edit, delete.
import { ArrowDown, ArrowUp, Pencil, Trash2, Users } from 'lucide-react';
import { formatDateShort } from '../../../shared/dates.ts';
import { confirmedPeople } from '../../../shared/event-summary.ts';
import type { EventCounts, WeddingEvent } from '../../../shared/wedding-events.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { type DataColumn, DataTable } from '../../components/ui/data-table.tsx';
import { IconButton } from '../../components/ui/icon-button.tsx';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function When({ event }: { event: WeddingEvent }) {
  if (!event.date && !event.time) return <span className="text-muted">A definir</span>;
  return (
    <span className="whitespace-nowrap">
      {event.date && formatDateShort(event.date)}
      {event.date && event.time && ' · '}
      {event.time?.replace(':', 'h')}
    </span>
  );
}

function Place({ event }: { event: WeddingEvent }) {
  if (!event.placeName && !event.address) return <span className="text-muted">A definir</span>;
  return (
    <>
      {event.placeName && <span className="block break-words text-ink">{event.placeName}</span>}
      {event.address && <span className="block text-xs break-words text-muted">{event.address}</span>}
    </>
  );
}

/** "12 adultos · 3 crianças" (and bebês when some come) and the companions beyond the members. */
export function Confirmed({ counts }: { counts: EventCounts }) {
  return (
    <span className="block">
      <span className="font-semibold text-ink">{confirmedPeople(counts)}</span>
      {counts.companions > 0 && (
        <span className="block text-xs text-muted">
          + {plural(counts.companions, 'acompanhante', 'acompanhantes')}
        </span>
      )}
    </span>
  );
}

const columns: DataColumn<WeddingEvent>[] = [
  {
    id: 'evento',
    header: 'Evento',
    rowHeader: true,
    card: 'title',
    cell: (e) => (
      <>
        <span className="flex flex-wrap items-center gap-2">
          <span className="break-words">{e.name}</span>
          {!e.isPublic && <Badge tone="neutral">Só convidados</Badge>}
        </span>
        <span className="mt-0.5 block text-xs font-normal text-muted">
          {plural(e.counts.households, 'família convidada', 'famílias convidadas')}
        </span>
      </>
    ),
  },
  { id: 'quando', header: 'Quando', cell: (e) => <When event={e} /> },
  { id: 'local', header: 'Local', card: 'wide', width: 'w-[22%]', cell: (e) => <Place event={e} /> },
  { id: 'confirmados', header: 'Confirmados', card: 'wide', cell: (e) => <Confirmed counts={e.counts} /> },
  { id: 'recusaram', header: 'Não vão', align: 'right', cell: (e) => e.counts.declined },
  { id: 'aguardando', header: 'Aguardando', align: 'right', cell: (e) => e.counts.waiting },
];

const iconClass =
  'grid size-9 shrink-0 place-items-center rounded-full text-muted transition-colors hover:bg-brand-soft hover:text-brand-dark disabled:opacity-30 disabled:hover:bg-transparent';

export interface EventRowCallbacks {
  onMove: (event: WeddingEvent, step: -1 | 1) => void;
  onGuests: (event: WeddingEvent) => void;
  onEdit: (event: WeddingEvent) => void;
  onDelete: (event: WeddingEvent) => void;
}

export function EventsList({
  events,
  busy,
  ...on
}: { events: WeddingEvent[]; busy: boolean } & EventRowCallbacks) {
  const last = events.length - 1;
  return (
    <DataTable
      caption="Eventos do casamento"
      columns={columns}
      rows={events}
      cardsBelow="lg"
      cardActions="bottom"
      actions={(e) => {
        const index = events.indexOf(e);
        return (
          <div className="flex justify-end gap-0.5">
            <IconButton
              icon={ArrowUp}
              label={`Subir ${e.name}`}
              className={iconClass}
              disabled={busy || index === 0}
              onClick={() => on.onMove(e, -1)}
            />
            <IconButton
              icon={ArrowDown}
              label={`Descer ${e.name}`}
              className={iconClass}
              disabled={busy || index === last}
              onClick={() => on.onMove(e, 1)}
            />
            <IconButton
              icon={Users}
              label={`Convidados de ${e.name}`}
              className={iconClass}
              onClick={() => on.onGuests(e)}
            />
            <IconButton
              icon={Pencil}
              label={`Editar ${e.name}`}
              className={iconClass}
              onClick={() => on.onEdit(e)}
            />
            <IconButton
              icon={Trash2}
              label={`Excluir ${e.name}`}
              className={`${iconClass} hover:bg-danger-soft hover:text-danger`}
              onClick={() => on.onDelete(e)}
            />
          </div>
        );
      }}
    />
  );
}
