// The answers on the list kit: a table from 1024 px, one card per guest below it. Only one of the
// two is rendered, so every guest's name and buttons appear once on the page.
import type { RsvpItem } from '../../../shared/rsvp.ts';
import { type DataColumn, DataTable } from '../../components/ui/data-table.tsx';
import {
  AnswerBadge,
  AnsweredAt,
  Companions,
  Contact,
  Note,
  RowActions,
  type RsvpRowCallbacks,
} from './rsvp-cells.tsx';

function GuestName({ rsvp }: { rsvp: RsvpItem }) {
  return (
    <>
      <span className="font-semibold break-words text-ink">{rsvp.name}</span>
      {rsvp.householdName && rsvp.householdName !== rsvp.name && (
        <span className="block text-xs font-normal text-muted">Convite: {rsvp.householdName}</span>
      )}
    </>
  );
}

const columns: DataColumn<RsvpItem>[] = [
  {
    id: 'convidado',
    header: 'Convidado',
    rowHeader: true,
    width: 'w-[16%]',
    card: 'hidden',
    cell: (rsvp) => <GuestName rsvp={rsvp} />,
  },
  {
    id: 'resposta',
    header: 'Resposta',
    width: 'w-[5rem]',
    card: 'hidden',
    cell: (rsvp) => <AnswerBadge attending={rsvp.attending} />,
  },
  {
    id: 'acompanhantes',
    header: 'Acompanhantes',
    width: 'w-[9rem]',
    card: 'wide',
    cardIf: (rsvp) => rsvp.attending,
    cell: (rsvp) => <Companions rsvp={rsvp} />,
  },
  {
    id: 'contato',
    header: 'Contato',
    width: 'w-[20%]',
    card: 'wide',
    cardIf: (rsvp) => Boolean(rsvp.phone || rsvp.email),
    cell: (rsvp) => <Contact rsvp={rsvp} />,
  },
  {
    id: 'recado',
    header: 'Recado',
    card: 'wide',
    cardIf: (rsvp) => Boolean(rsvp.note),
    cell: (rsvp) => <Note note={rsvp.note} />,
  },
  {
    id: 'data',
    header: 'Data',
    width: 'w-[6.75rem]',
    card: 'hidden',
    cell: (rsvp) => <AnsweredAt rsvp={rsvp} />,
  },
];

/** A card's title: the guest (and invitation), the answer and when it came. */
function CardTitle({ rsvp }: { rsvp: RsvpItem }) {
  return (
    <>
      <h3 className="text-base leading-snug">
        <GuestName rsvp={rsvp} />
      </h3>
      <div className="mt-1.5 flex flex-wrap items-center gap-2 font-normal">
        <AnswerBadge attending={rsvp.attending} />
        <AnsweredAt rsvp={rsvp} />
      </div>
    </>
  );
}

export function RsvpList({ items, ...callbacks }: { items: RsvpItem[] } & RsvpRowCallbacks) {
  return (
    <DataTable
      caption="Respostas dos convidados"
      columns={columns}
      rows={items}
      actions={(rsvp) => <RowActions rsvp={rsvp} {...callbacks} />}
      actionsWidth="w-[6.5rem]"
      cardsBelow="lg"
      cardTitle={(rsvp) => <CardTitle rsvp={rsvp} />}
      minWidth="min-w-[54rem]"
      fixed
      alignTop
      rowClassName="transition-colors hover:bg-cream/50"
    />
  );
}
