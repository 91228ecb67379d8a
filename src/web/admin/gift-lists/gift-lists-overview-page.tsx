// "Visão Geral" of the gift lists (SPEC 2.8): four stat cards, search by couple or e-mail, the
// "Filtros" popover, the table paged in SQL, and a couple's details in a dialog.
import { useState } from 'react';
import type { GiftListRow } from '../../../shared/admin-gift-lists.ts';
import { formatBRL, formatPercent } from '../../../shared/money.ts';
import { BoundSearch } from '../../components/ui/search-input.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { formatCount } from '../lib/admin-format.ts';
import { PageHeader } from '../lib/page-header.tsx';
import { PagedList } from '../lib/paged-list.tsx';
import { StatCard } from '../lib/stat-card.tsx';
import { GiftListDetailsDialog } from './gift-list-details-dialog.tsx';
import { GiftListFilters } from './gift-list-filters.tsx';
import { GiftListTable } from './gift-list-table.tsx';
import { useGiftListStats, useGiftLists, useGiftListsParams } from './use-gift-lists.ts';

function Stats() {
  const stats = useGiftListStats();
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
  const [{ q, status, tipo: kind, pagina: page }, update, bind] = useGiftListsParams();
  const [open, setOpen] = useState<GiftListRow | null>(null);
  const lists = useGiftLists({ q, status, tipo: kind, page });
  return (
    <section className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        eyebrow="Lista de Presentes"
        title="Visão Geral"
        lead="As listas de presentes de todos os casais, com itens, valores arrecadados e saldos."
      />
      <Stats />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <BoundSearch
          id="buscar-lista"
          label="Buscar casal"
          placeholder="Nome do casal ou e-mail"
          {...bind('q')}
        />
        <GiftListFilters
          status={status}
          kind={kind}
          onChange={(next) => update({ status: next.status, tipo: next.kind })}
        />
      </div>
      <PagedList
        query={lists}
        empty="Nenhuma lista encontrada. Confira a busca e os filtros."
        noun="listas"
        pager="Páginas das listas"
        page={bind('pagina')}
      >
        {(d) => <GiftListTable rows={d.items} onDetails={setOpen} />}
      </PagedList>
      <GiftListDetailsDialog list={open} onClose={() => setOpen(null)} />
    </section>
  );
}
