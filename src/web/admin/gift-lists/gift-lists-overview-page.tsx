// "Visão Geral" of the gift lists (SPEC 2.8): four stat cards, search by couple or e-mail, the
// "Filtros" popover, the table paged in SQL, and a couple's details in a dialog.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { GIFT_LISTS_PAGE_SIZE, type GiftListRow } from '../../../shared/admin-gift-lists.ts';
import { formatBRL, formatPercent } from '../../../shared/money.ts';
import { shownOf } from '../../../shared/page-count.ts';
import { FormError } from '../../components/ui/form-error.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { AdminSearch } from '../gift-catalog/admin-search.tsx';
import { formatCount } from '../lib/admin-format.ts';
import { PageHeader } from '../lib/page-header.tsx';
import { StatCard } from '../lib/stat-card.tsx';
import { GiftListDetailsDialog } from './gift-list-details-dialog.tsx';
import { GiftListFilters, type ListKind, type ListStatus } from './gift-list-filters.tsx';
import { GiftListTable } from './gift-list-table.tsx';
import { fetchGiftListStats, fetchGiftLists, giftListsKeys } from './gift-lists-api.ts';

function Stats() {
  const stats = useQuery({
    queryKey: giftListsKeys.stats,
    queryFn: ({ signal }) => fetchGiftListStats(signal),
  });
  const s = stats.data;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy={!s}>
      <StatCard
        label="Listas publicadas"
        value={s ? formatCount(s.publishedLists) : '…'}
        note={s ? `de ${formatCount(s.lists)} listas` : undefined}
      />
      <StatCard label="Casais cadastrados" value={s ? formatCount(s.couples) : '…'} />
      <StatCard
        label="Total arrecadado"
        value={s ? formatBRL(s.raisedCents) : '…'}
        note="Valor líquido dos pagamentos concluídos"
      />
      <StatCard
        label="Taxa média"
        value={s ? formatPercent(s.averageFeeBasisPoints) : '…'}
        note="Taxas sobre o valor pago nos pagamentos concluídos"
      />
    </dl>
  );
}

export function GiftListsOverviewPage() {
  usePageTitle('Visão Geral das listas');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<ListStatus>('todas');
  const [kind, setKind] = useState<ListKind>('todos');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<GiftListRow | null>(null);
  const query = { q, status, tipo: kind, page };
  const lists = useQuery({
    queryKey: giftListsKeys.page(query),
    queryFn: ({ signal }) => fetchGiftLists(query, signal),
    placeholderData: keepPreviousData,
  });
  const data = lists.data;
  return (
    <section className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        eyebrow="Lista de Presentes"
        title="Visão Geral"
        lead="As listas de presentes de todos os casais, com itens, valores arrecadados e saldos."
      />
      <Stats />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <AdminSearch
          id="buscar-lista"
          label="Buscar casal"
          placeholder="Nome do casal ou e-mail"
          onSearch={(value) => {
            setQ(value);
            setPage(1);
          }}
        />
        <GiftListFilters
          status={status}
          kind={kind}
          onChange={(next) => {
            setStatus(next.status);
            setKind(next.kind);
            setPage(1);
          }}
        />
      </div>
      <div className="grid gap-4" aria-busy={lists.isFetching}>
        {lists.isError && <FormError message={lists.error.message} />}
        {!data && !lists.isError && <p className="py-10 text-center text-muted">Carregando...</p>}
        {data && (
          <p className="text-sm text-muted" role="status">
            {shownOf(data, 'listas')}
          </p>
        )}
        {data && data.items.length === 0 && (
          <p className="rounded-3xl bg-white p-8 text-center text-muted ring-1 ring-ink/5">
            Nenhuma lista encontrada. Confira a busca e os filtros.
          </p>
        )}
        {data && data.items.length > 0 && <GiftListTable rows={data.items} onDetails={setOpen} />}
        {data && (
          <Pagination
            page={page}
            pageSize={GIFT_LISTS_PAGE_SIZE}
            total={data.total}
            onPage={setPage}
            label="Páginas das listas"
            disabled={lists.isFetching}
          />
        )}
      </div>
      <GiftListDetailsDialog list={open} onClose={() => setOpen(null)} />
    </section>
  );
}
