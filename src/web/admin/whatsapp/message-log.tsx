// The message log of /admin/whatsapp: every message in and out, newest first, filtered by phone,
// template and status (all in the address: ?para=&modelo=&status=&pagina=), with each one's state
// as the provider reported it, the reason of a failure and its cost estimate by category.
import { z } from 'zod';
import { phoneLabel } from '../../../shared/guest-phone.ts';
import {
  type MessageRow,
  type MessageStatus,
  messageStatuses,
  messageStatusLabels,
  recipientKindLabels,
  whatsappCategoryLabels,
  whatsappTemplateNames,
} from '../../../shared/whatsapp.ts';
import type { DataColumn } from '../../components/ui/data-table.tsx';
import { ListFilters } from '../../components/ui/list-filters.tsx';
import { optionsOf, withAll } from '../../components/ui/select.tsx';
import { StatusPill } from '../../components/ui/status-pill.tsx';
import { pageParam, searchParam, useListParams } from '../../lib/use-list-params.ts';
import { formatDateTime } from '../lib/admin-format.ts';
import { moneyColumn } from '../lib/columns.ts';
import { PagedTable } from '../lib/paged-list.tsx';
import { useListPage } from '../lib/use-list-page.ts';
import { WithNote } from '../lib/with-note.tsx';
import { fetchMessages, whatsappKeys } from './whatsapp-api.ts';

const params = z.object({
  para: searchParam,
  modelo: z.enum(['todos', ...whatsappTemplateNames, 'atendimento']).catch('todos'),
  status: z.enum(['todos', ...messageStatuses]).catch('todos'),
  pagina: pageParam,
});

const templateOptions = withAll([
  ...whatsappTemplateNames.map((t) => [t, t] as const),
  ['atendimento', 'Atendimento (texto livre)'] as const,
]);
const statusOptions = withAll(optionsOf(messageStatusLabels, messageStatuses));

const tones: Record<MessageStatus, string> = {
  na_fila: 'bg-ink/5 text-muted',
  enviada: 'bg-teal-soft text-teal-dark',
  entregue: 'bg-success-soft text-success',
  lida: 'bg-success-soft text-success',
  falhou: 'bg-danger-soft text-danger',
  recebida: 'bg-brand-soft text-brand-dark',
};

const columns: DataColumn<MessageRow>[] = [
  {
    id: 'to',
    header: 'Para / de',
    rowHeader: true,
    card: 'title',
    className: 'whitespace-nowrap font-semibold',
    cell: (m) => (
      <WithNote note={m.couple ?? recipientKindLabels[m.recipient]} noteClassName="font-normal">
        {m.direction === 'entrada' ? 'De ' : 'Para '}
        {phoneLabel(m.phone)}
      </WithNote>
    ),
  },
  {
    id: 'template',
    header: 'Modelo',
    cell: (m) => <WithNote note={whatsappCategoryLabels[m.category]}>{m.template ?? 'Texto livre'}</WithNote>,
  },
  {
    id: 'body',
    header: 'Mensagem',
    card: 'wide',
    className: 'max-w-md',
    cell: (m) => <span className="line-clamp-3 whitespace-pre-line [overflow-wrap:anywhere]">{m.body}</span>,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (m) => (
      <StatusPill
        label={messageStatusLabels[m.status]}
        tone={tones[m.status]}
        note={m.error}
        noteClassName="text-xs text-danger"
      />
    ),
  },
  moneyColumn('cost', 'Custo estimado', (m) => m.costCents),
  {
    id: 'when',
    header: 'Quando',
    className: 'whitespace-nowrap text-xs text-muted',
    cell: (m) => formatDateTime(m.createdAt),
  },
];

export function MessageLog() {
  const [view, , bind] = useListParams(params);
  const query = { para: view.para, modelo: view.modelo, status: view.status, page: view.pagina };
  const list = useListPage(whatsappKeys.messages(query), fetchMessages, query);
  return (
    <section aria-labelledby="mensagens-titulo" className="grid gap-4">
      <h2 id="mensagens-titulo" className="font-serif text-xl font-bold text-ink">
        Mensagens
      </h2>
      <ListFilters
        className="sm:grid-cols-[minmax(0,1fr)_14rem_12rem] sm:items-end"
        search={{ id: 'whatsapp-para', label: 'Buscar', placeholder: 'Celular', ...bind('para') }}
        filters={[
          {
            kind: 'select',
            id: 'whatsapp-modelo',
            label: 'Modelo',
            options: templateOptions,
            ...bind('modelo'),
          },
          {
            kind: 'select',
            id: 'whatsapp-status',
            label: 'Status',
            options: statusOptions,
            ...bind('status'),
          },
        ]}
      />
      <PagedTable
        query={list}
        empty="Nenhuma mensagem encontrada."
        noun="mensagens"
        pager="Páginas das mensagens"
        page={bind('pagina')}
        caption="Mensagens do WhatsApp"
        regionLabel="Tabela de mensagens do WhatsApp"
        columns={columns}
        minWidth="min-w-[60rem]"
        cardsBelow="md"
      />
    </section>
  );
}
