// "Convidados": RSVP totals, the households the couple invited with their answers, the latest RSVPs.
import { useQuery } from '@tanstack/react-query';
import type { CoupleGuests } from '../../../shared/admin-couple-detail.ts';
import { type DataColumn, DataTable } from '../../components/ui/data-table.tsx';
import { formatMoment } from '../lib/admin-format.ts';
import { coupleKeys, fetchGuests } from './couples-api.ts';
import { Card, Loaded } from './detail-parts.tsx';

const count = 'tabular-nums';

const householdColumns: DataColumn<CoupleGuests['households'][number]>[] = [
  { id: 'name', header: 'Família', rowHeader: true, className: 'font-medium', cell: (h) => h.name },
  {
    id: 'max',
    header: 'Acompanhantes permitidos',
    align: 'right',
    className: count,
    cell: (h) => h.maxCompanions,
  },
  { id: 'answers', header: 'Respostas', align: 'right', className: count, cell: (h) => h.answers },
  { id: 'attending', header: 'Confirmados', align: 'right', className: count, cell: (h) => h.attending },
];

const rsvpColumns: DataColumn<CoupleGuests['rsvps'][number]>[] = [
  { id: 'name', header: 'Convidado', rowHeader: true, className: 'font-medium', cell: (r) => r.name },
  { id: 'answer', header: 'Resposta', cell: (r) => (r.attending ? 'Vai comparecer' : 'Não vai') },
  { id: 'companions', header: 'Acompanhantes', align: 'right', className: count, cell: (r) => r.companions },
  { id: 'household', header: 'Família', cell: (r) => r.householdName ?? '—' },
  {
    id: 'updated',
    header: 'Atualizado em',
    className: 'whitespace-nowrap tabular-nums',
    cell: (r) => formatMoment(r.updatedAt),
  },
];

export function GuestsTab({ coupleId }: { coupleId: string }) {
  const query = useQuery({
    queryKey: coupleKeys.tab(coupleId, 'guests'),
    queryFn: ({ signal }) => fetchGuests(coupleId, signal),
  });
  return (
    <Loaded query={query}>
      {(g) => (
        <div className="grid gap-5">
          <Card title="Confirmações de presença">
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {(
                [
                  ['Respostas', g.totals.answers],
                  ['Vão comparecer', g.totals.attending],
                  ['Não vão', g.totals.declined],
                  ['Pessoas (com acompanhantes)', g.totals.people],
                ] as const
              ).map(([label, n]) => (
                <div key={label} className="rounded-2xl bg-cream/70 p-4">
                  <dt className="text-sm text-muted">{label}</dt>
                  <dd className="mt-1 text-2xl font-bold text-ink tabular-nums">{n}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <Card
            title={`Famílias convidadas (${g.totals.householdsAnswered} de ${g.totals.households} responderam)`}
          >
            {g.households.length === 0 ? (
              <p className="text-sm text-muted">O casal ainda não cadastrou famílias convidadas.</p>
            ) : (
              <DataTable
                variant="bare"
                alignTop
                caption="Famílias convidadas"
                columns={householdColumns}
                rows={g.households}
                rowKey={(h) => h.id}
                minWidth="min-w-[32rem]"
              />
            )}
          </Card>
          <Card title="Últimas respostas">
            {g.rsvps.length === 0 ? (
              <p className="text-sm text-muted">Nenhum convidado respondeu ainda.</p>
            ) : (
              <DataTable
                variant="bare"
                alignTop
                caption="Últimas respostas"
                columns={rsvpColumns}
                rows={g.rsvps}
                rowKey={(r) => r.id}
                minWidth="min-w-[36rem]"
              />
            )}
          </Card>
        </div>
      )}
    </Loaded>
  );
}
