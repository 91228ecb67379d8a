// "Domínios" (issue 23): every custom-domain order with its couple, mode, state and dates, searched
// by domain, couple or e-mail and filtered by state (all in the address: ?busca=&status=&pagina=);
// "Tentar novamente" on a failed registration and "Reembolsar" on a paid order, both audited.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import type { AdminDomainRow } from '../../../shared/domains-api.ts';
import { type ExtraOrderStatus, extraOrderStatuses, extraStatusLabel } from '../../../shared/extras.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmItemDialog } from '../../components/ui/confirm-dialog.tsx';
import type { DataColumn } from '../../components/ui/data-table.tsx';
import { ListFilters } from '../../components/ui/list-filters.tsx';
import { withAll } from '../../components/ui/select.tsx';
import { StatusPill } from '../../components/ui/status-pill.tsx';
import { errorMessage } from '../../lib/use-form-action.ts';
import { pageParam, searchParam, useListParams } from '../../lib/use-list-params.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { formatDate } from '../lib/admin-format.ts';
import { moneyColumn } from '../lib/columns.ts';
import { PageHeader } from '../lib/page-header.tsx';
import { PagedTable } from '../lib/paged-list.tsx';
import { useListPage } from '../lib/use-list-page.ts';
import { rowButton, useRowAction } from '../lib/use-row-action.ts';
import { WithNote } from '../lib/with-note.tsx';
import { domainKeys, fetchDomainOrders, refundDomainOrder, retryDomainOrder } from './domains-api.ts';

/** A domain order's states (the keepsake's "gerando" is not one). */
const statusOptions = withAll(
  extraOrderStatuses.filter((s) => s !== 'gerando').map((s) => [s, extraStatusLabel('dominio', s)] as const),
);
const params = z.object({
  busca: searchParam,
  status: z.enum(['todos', ...extraOrderStatuses]).catch('todos'),
  pagina: pageParam,
});

const tones: Partial<Record<ExtraOrderStatus, string>> = {
  aguardando_pagamento: 'bg-ink/5 text-muted',
  pago: 'bg-warning-soft text-warning',
  registrando: 'bg-teal-soft text-teal-dark',
  aguardando_dns: 'bg-teal-soft text-teal-dark',
  ativo: 'bg-success-soft text-success',
  falhou: 'bg-danger-soft text-danger',
  estornado: 'bg-ink/5 text-muted',
};
const modeLabels = { registro: 'Registro', proprio: 'Próprio' } as const;
const refundable: ExtraOrderStatus[] = ['pago', 'registrando', 'aguardando_dns', 'ativo', 'falhou'];
const day = (iso: string | null) => (iso ? formatDate(iso) : '—');

const columns: DataColumn<AdminDomainRow>[] = [
  {
    id: 'domain',
    header: 'Domínio',
    rowHeader: true,
    card: 'title',
    className: 'font-semibold [overflow-wrap:anywhere]',
    cell: (d) => d.domain,
  },
  {
    id: 'couple',
    header: 'Casal',
    cell: (d) => (
      <WithNote note={d.coupleEmail} noteClassName="break-all">
        {d.coupleNames}
      </WithNote>
    ),
  },
  { id: 'mode', header: 'Modo', cell: (d) => modeLabels[d.mode] },
  {
    id: 'status',
    header: 'Status',
    cell: (d) => (
      <StatusPill
        label={extraStatusLabel('dominio', d.status)}
        tone={tones[d.status] ?? ''}
        note={d.failureReason}
      />
    ),
  },
  moneyColumn('price', 'Valor', (d) => d.priceCents, 'whitespace-nowrap'),
  {
    id: 'dates',
    header: 'Datas',
    className: 'whitespace-nowrap text-xs text-muted',
    cell: (d) => (
      <>
        <span className="block">Pedido {day(d.createdAt)}</span>
        <span className="block">Pago {day(d.paidAt)}</span>
        <span className="block">Ativo {day(d.activeAt)}</span>
      </>
    ),
  },
];

export function DomainsPage() {
  usePageTitle('Domínios');
  const [view, , bind] = useListParams(params);
  const query = { busca: view.busca, status: view.status, page: view.pagina };
  const list = useListPage(domainKeys.page(query), fetchDomainOrders, query);
  const client = useQueryClient();
  const [refunding, setRefunding] = useState<AdminDomainRow | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: domainKeys.all });
  const { busy, run: retry } = useRowAction(
    async (row: AdminDomainRow) => {
      await retryDomainOrder(row.id);
      toast.success(`Nova tentativa de registro de ${row.domain} enviada.`);
      await refresh();
    },
    (err) => ['Não foi possível tentar de novo', errorMessage(err)],
    (row) => row.id,
  );

  return (
    <section className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        eyebrow="Serviços"
        title="Domínios"
        lead="Os pedidos de domínio personalizado dos casais, a situação de cada um e as ações de suporte."
      />
      <ListFilters
        className="sm:grid-cols-[minmax(0,1fr)_14rem] sm:items-end"
        search={{
          id: 'buscar-dominio',
          label: 'Buscar',
          placeholder: 'Domínio, casal ou e-mail',
          ...bind('busca'),
        }}
        filters={[
          {
            kind: 'select',
            id: 'dominios-status',
            label: 'Status',
            options: statusOptions,
            ...bind('status'),
          },
        ]}
      />
      <PagedTable
        query={list}
        empty="Nenhum pedido de domínio encontrado."
        noun="pedidos"
        pager="Páginas dos domínios"
        page={bind('pagina')}
        caption="Pedidos de domínio"
        regionLabel="Tabela de domínios"
        columns={columns}
        minWidth="min-w-[56rem]"
        showActionsHeader
        actions={(r) => (
          <div className="flex flex-col items-end gap-2">
            {r.status === 'falhou' && (
              <Button
                variant="outline"
                size="sm"
                className="whitespace-nowrap"
                {...rowButton(busy, r.id)}
                onClick={() => void retry(r)}
              >
                Tentar novamente<span className="sr-only"> {r.domain}</span>
              </Button>
            )}
            {refundable.includes(r.status) && r.paidAt && (
              <Button
                variant="outline"
                size="sm"
                className="whitespace-nowrap"
                disabled={busy !== null}
                onClick={() => setRefunding(r)}
              >
                Reembolsar<span className="sr-only"> {r.domain}</span>
              </Button>
            )}
          </div>
        )}
      />
      <ConfirmItemDialog
        item={refunding}
        onClose={() => setRefunding(null)}
        title="Reembolsar domínio?"
        describe={(r) =>
          `O pagamento de ${r.coupleNames} por ${r.domain} será estornado e o domínio deixa de abrir o site do casal.`
        }
        confirmLabel="Reembolsar"
        pendingLabel="Reembolsando..."
        onConfirm={async (r) => {
          await refundDomainOrder(r.id);
          toast.success(`Pagamento de ${r.domain} estornado.`);
          await refresh();
        }}
      />
    </section>
  );
}
