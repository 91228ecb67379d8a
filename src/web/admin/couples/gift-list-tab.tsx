// "Lista de Presentes": the couple's lists, each gift with its value, how many were given and
// what guests paid for it (confirmed payments, net of the fee).
import type { CoupleGiftList } from '../../../shared/admin-couple-detail.ts';
import { giftListTypeOptions } from '../../../shared/onboarding.ts';
import { countColumn, moneyColumn } from '../lib/columns.ts';
import { fetchGiftList } from './couples-api.ts';
import { Card, type DetailTableSpec, Facts, MoneyFigures, TabCards, TableCard } from './detail-parts.tsx';
import { useCoupleTab } from './use-couple.ts';

const listTypeLabel = (type: string | null) =>
  giftListTypeOptions.find((o) => o.id === type)?.label ?? (type === 'padrao' ? 'Padrão' : null);

type Item = CoupleGiftList['items'][number];

const giftsTable: DetailTableSpec<Item> = {
  caption: 'Presentes da lista',
  columns: [
    {
      id: 'name',
      header: 'Presente',
      rowHeader: true,
      className: 'font-medium',
      cell: (i) => (
        <>
          {i.name}
          {i.isQuota && <span className="ml-2 text-xs font-normal text-muted">(cotas)</span>}
        </>
      ),
    },
    { id: 'list', header: 'Lista', cell: (i) => i.listName },
    moneyColumn('price', 'Preço', (i) => i.priceCents, 'tabular-nums'),
    countColumn('sold', 'Dados / disponíveis', (i) => `${i.quantitySold} / ${i.quantityAvailable}`),
    moneyColumn('received', 'Recebido', (i) => i.receivedCents, 'font-semibold tabular-nums'),
  ],
  minWidth: 'min-w-[44rem]',
  empty: 'A lista ainda não tem presentes.',
};

export function GiftListTab({ coupleId }: { coupleId: string }) {
  return (
    <TabCards query={useCoupleTab(coupleId, 'gift-list', fetchGiftList)}>
      {(list) => (
        <>
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
          <TableCard title="Presentes" table={giftsTable} rows={list.items} />
        </>
      )}
    </TabCards>
  );
}
