// "Convidados": RSVP totals, the households the couple invited with their answers, the latest RSVPs.
import { useQuery } from '@tanstack/react-query';
import { formatMoment } from '../lib/admin-format.ts';
import { coupleKeys, fetchGuests } from './couples-api.ts';
import { Card, Loaded, TableFrame, tdClass, thClass } from './detail-parts.tsx';

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
              <TableFrame caption="Famílias convidadas" minWidth="min-w-[32rem]">
                <thead className="border-b border-ink/5">
                  <tr>
                    <th scope="col" className={thClass}>
                      Família
                    </th>
                    <th scope="col" className={`${thClass} text-right`}>
                      Acompanhantes permitidos
                    </th>
                    <th scope="col" className={`${thClass} text-right`}>
                      Respostas
                    </th>
                    <th scope="col" className={`${thClass} text-right`}>
                      Confirmados
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-ink/5">
                  {g.households.map((h) => (
                    <tr key={h.id}>
                      <th scope="row" className={`${tdClass} text-left font-medium text-ink`}>
                        {h.name}
                      </th>
                      <td className={`${tdClass} text-right tabular-nums`}>{h.maxCompanions}</td>
                      <td className={`${tdClass} text-right tabular-nums`}>{h.answers}</td>
                      <td className={`${tdClass} text-right tabular-nums`}>{h.attending}</td>
                    </tr>
                  ))}
                </tbody>
              </TableFrame>
            )}
          </Card>
          <Card title="Últimas respostas">
            {g.rsvps.length === 0 ? (
              <p className="text-sm text-muted">Nenhum convidado respondeu ainda.</p>
            ) : (
              <TableFrame caption="Últimas respostas" minWidth="min-w-[36rem]">
                <thead className="border-b border-ink/5">
                  <tr>
                    <th scope="col" className={thClass}>
                      Convidado
                    </th>
                    <th scope="col" className={thClass}>
                      Resposta
                    </th>
                    <th scope="col" className={`${thClass} text-right`}>
                      Acompanhantes
                    </th>
                    <th scope="col" className={thClass}>
                      Família
                    </th>
                    <th scope="col" className={thClass}>
                      Atualizado em
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-ink/5">
                  {g.rsvps.map((r) => (
                    <tr key={r.id}>
                      <th scope="row" className={`${tdClass} text-left font-medium text-ink`}>
                        {r.name}
                      </th>
                      <td className={tdClass}>{r.attending ? 'Vai comparecer' : 'Não vai'}</td>
                      <td className={`${tdClass} text-right tabular-nums`}>{r.companions}</td>
                      <td className={tdClass}>{r.householdName ?? '—'}</td>
                      <td className={`${tdClass} whitespace-nowrap tabular-nums`}>
                        {formatMoment(r.updatedAt)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </TableFrame>
            )}
          </Card>
        </div>
      )}
    </Loaded>
  );
}
