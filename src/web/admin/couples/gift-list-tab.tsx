// "Lista de Presentes": the couple's lists, each gift with its value, how many were given and
// what guests paid for it (confirmed payments, net of the fee).
import { useQuery } from '@tanstack/react-query';
import { formatBRL } from '../../../shared/money.ts';
import { giftListTypeOptions } from '../../../shared/onboarding.ts';
import { coupleKeys, fetchGiftList } from './couples-api.ts';
import { Card, Facts, Loaded, MoneyFigures, TableFrame, tdClass, thClass } from './detail-parts.tsx';

const listTypeLabel = (type: string | null) =>
  giftListTypeOptions.find((o) => o.id === type)?.label ?? (type === 'padrao' ? 'Padrão' : null);

export function GiftListTab({ coupleId }: { coupleId: string }) {
  const query = useQuery({
    queryKey: coupleKeys.tab(coupleId, 'gift-list'),
    queryFn: ({ signal }) => fetchGiftList(coupleId, signal),
  });
  return (
    <Loaded query={query}>
      {(list) => (
        <div className="grid gap-5">
          <Card title="Resumo da lista">
            <MoneyFigures
              items={[
                ['Valor total da lista', list.totals.listValueCents, `${list.totals.items} itens`],
                ['Recebido', list.totals.receivedCents, `${list.totals.gifts} presentes confirmados`],
                ['Falta receber', Math.max(0, list.totals.listValueCents - list.totals.receivedCents)],
              ]}
            />
            <div className="mt-4">
              <Facts
                items={[
                  ['Lista visível no site', list.published ? 'Sim' : 'Não'],
                  ['Tipo escolhido', listTypeLabel(list.giftListType)],
                  ['Listas', list.lists.map((l) => `${l.name} (${l.items})`).join(', ') || null],
                ]}
              />
            </div>
          </Card>
          <Card title="Presentes">
            {list.items.length === 0 ? (
              <p className="text-sm text-muted">A lista ainda não tem presentes.</p>
            ) : (
              <TableFrame caption="Presentes da lista" minWidth="min-w-[44rem]">
                <thead className="border-b border-ink/5">
                  <tr>
                    <th scope="col" className={thClass}>
                      Presente
                    </th>
                    <th scope="col" className={thClass}>
                      Lista
                    </th>
                    <th scope="col" className={`${thClass} text-right`}>
                      Preço
                    </th>
                    <th scope="col" className={`${thClass} text-right`}>
                      Dados / disponíveis
                    </th>
                    <th scope="col" className={`${thClass} text-right`}>
                      Recebido
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-ink/5">
                  {list.items.map((i) => (
                    <tr key={i.id}>
                      <th scope="row" className={`${tdClass} text-left font-medium text-ink`}>
                        {i.name}
                        {i.isQuota && <span className="ml-2 text-xs font-normal text-muted">(cotas)</span>}
                      </th>
                      <td className={tdClass}>{i.listName}</td>
                      <td className={`${tdClass} text-right tabular-nums`}>{formatBRL(i.priceCents)}</td>
                      <td className={`${tdClass} text-right tabular-nums`}>
                        {i.quantitySold} / {i.quantityAvailable}
                      </td>
                      <td className={`${tdClass} text-right font-semibold tabular-nums`}>
                        {formatBRL(i.receivedCents)}
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
