// "Convidados": RSVP totals, the households the couple invited with their answers, the latest RSVPs.
import type { CoupleGuests } from '../../../shared/admin-couple-detail.ts';
import { formatMoment } from '../lib/admin-format.ts';
import { countColumn } from '../lib/columns.ts';
import { fetchGuests } from './couples-api.ts';
import { Card, type DetailTableSpec, Figures, TabCards, TableCard } from './detail-parts.tsx';
import { useCoupleTab } from './use-couple.ts';

const householdsTable: DetailTableSpec<CoupleGuests['households'][number]> = {
  caption: 'Famílias convidadas',
  columns: [
    { id: 'name', header: 'Família', rowHeader: true, className: 'font-medium', cell: (h) => h.name },
    countColumn('max', 'Acompanhantes permitidos', (h) => h.maxCompanions),
    countColumn('answers', 'Respostas', (h) => h.answers),
    countColumn('attending', 'Confirmados', (h) => h.attending),
  ],
  minWidth: 'min-w-[32rem]',
  empty: 'O casal ainda não cadastrou famílias convidadas.',
};

const rsvpsTable: DetailTableSpec<CoupleGuests['rsvps'][number]> = {
  caption: 'Últimas respostas',
  columns: [
    { id: 'name', header: 'Convidado', rowHeader: true, className: 'font-medium', cell: (r) => r.name },
    { id: 'answer', header: 'Resposta', cell: (r) => (r.attending ? 'Vai comparecer' : 'Não vai') },
    countColumn('companions', 'Acompanhantes', (r) => r.companions),
    { id: 'household', header: 'Família', cell: (r) => r.householdName ?? '—' },
    {
      id: 'updated',
      header: 'Atualizado em',
      className: 'whitespace-nowrap tabular-nums',
      cell: (r) => formatMoment(r.updatedAt),
    },
  ],
  minWidth: 'min-w-[36rem]',
  empty: 'Nenhum convidado respondeu ainda.',
};

export function GuestsTab({ coupleId }: { coupleId: string }) {
  return (
    <TabCards query={useCoupleTab(coupleId, 'guests', fetchGuests)}>
      {(g) => (
        <>
          <Card title="Confirmações de presença">
            <Figures
              className="grid grid-cols-2 gap-3 sm:grid-cols-4"
              items={[
                ['Respostas', g.totals.answers],
                ['Vão comparecer', g.totals.attending],
                ['Não vão', g.totals.declined],
                ['Pessoas (com acompanhantes)', g.totals.people],
              ]}
            />
          </Card>
          <TableCard
            title={`Famílias convidadas (${g.totals.householdsAnswered} de ${g.totals.households} responderam)`}
            table={householdsTable}
            rows={g.households}
          />
          <TableCard title="Últimas respostas" table={rsvpsTable} rows={g.rsvps} />
        </>
      )}
    </TabCards>
  );
}
