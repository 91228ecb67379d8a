// `/dashboard/convidados/lista` ("Lista de convidados"): the counts, a search without accents and
// filters kept in the address, the households a page at a time (a table, or cards on phones) with
// each one's state and personal link, and the way to add, edit, remove, import and export.
import { FileDown, FileUp, Plus, Send, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { type HouseholdItem, householdMessages as m } from '../../../shared/guest-household.ts';
import { ageGroupLabels, inviteStateLabels, sideLabels } from '../../../shared/guest-list.ts';
import { inviteLink } from '../../../shared/invite-code.ts';
import { shownOf } from '../../../shared/page-count.ts';
import { ConfirmAndToastDialog } from '../../components/confirm-and-toast-dialog.tsx';
import { Button, ButtonAnchor, ButtonLink } from '../../components/ui/button.tsx';
import { LabelledSelect } from '../../components/ui/labelled-fields.tsx';
import { ListState } from '../../components/ui/list-state.tsx';
import { LabelledSearch } from '../../components/ui/search-input.tsx';
import { optionsOf } from '../../components/ui/select.tsx';
import { EmptyNote } from '../empty-note.tsx';
import { GuestsPageFrame } from '../guests/guests-page-frame.tsx';
import { useLiveInvitations } from '../invitation-sends/use-send-queue.ts';
import { panelPaths } from '../layout/panel-paths.ts';
import { copyLink } from '../layout/share-site.ts';
import { useSiteAddress } from '../layout/use-site-address.ts';
import { exportUrl } from './guest-list-api.ts';
import { GuestListCounts } from './guest-list-counts.tsx';
import { HouseholdFormDialog } from './household-form-dialog.tsx';
import { HouseholdTable } from './household-table.tsx';
import { useGuestList, useGuestListParams, useHouseholdActions } from './use-guest-list.ts';

const title = 'Lista de convidados';
const lead =
  'Cada convite com as pessoas dele, o link pessoal para enviar e em que pé está: não enviado, enviado, aberto ou respondido.';

/** The filters with a fixed list of choices: the address key, the drop-down, and its word for all. */
const choiceFilters = [
  {
    key: 'estado',
    id: 'filtro-situacao',
    label: 'Situação',
    all: 'Todas',
    options: optionsOf(inviteStateLabels),
  },
  { key: 'lado', id: 'filtro-lado', label: 'Lado', all: 'Todos', options: optionsOf(sideLabels) },
  {
    key: 'idade',
    id: 'filtro-idade',
    label: 'Faixa etária',
    all: 'Todas',
    options: optionsOf(ageGroupLabels),
  },
] as const;

function GuestList({ weddingId }: { weddingId: string }) {
  useLiveInvitations(weddingId);
  const { params, query, update, bind } = useGuestListParams();
  const list = useGuestList(weddingId, query);
  const actions = useHouseholdActions(weddingId);
  const site = useSiteAddress();
  const [editing, setEditing] = useState<HouseholdItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<HouseholdItem | null>(null);
  const [revoking, setRevoking] = useState<HouseholdItem | null>(null);
  const data = list.data;
  const filtered =
    Boolean(query.q || query.tag) || [query.state, query.side, query.ageGroup].some((v) => v !== 'todos');

  const rowActions = {
    onEdit: setEditing,
    onDelete: setDeleting,
    onRevokeLink: setRevoking,
    onCopyLink: (h: HouseholdItem) => {
      if (h.inviteCode) void copyLink(inviteLink(site.url, h.inviteCode), m.linkCopied);
    },
    onRenewLink: (h: HouseholdItem) => {
      actions.renew(h.id).then(
        () => toast.success(m.linkRenewed),
        (err: Error) => toast.error(err.message),
      );
    },
  };

  return (
    <>
      {data && (
        <GuestListCounts counts={data.counts} state={query.state} onState={(estado) => update({ estado })} />
      )}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_10rem_9rem_9rem_10rem] lg:items-end">
        <div className="sm:col-span-2 lg:col-span-1">
          <LabelledSearch
            id="buscar-na-lista"
            label="Buscar na lista"
            placeholder="Nome do convite ou da pessoa"
            className="min-w-0"
            initialValue={params.q}
            onSearch={(q) => update({ q })}
          />
        </div>
        {choiceFilters.map((f) => (
          <LabelledSelect
            key={f.key}
            id={f.id}
            label={f.label}
            options={[['todos', f.all], ...f.options]}
            {...bind(f.key)}
          />
        ))}
        <LabelledSelect
          id="filtro-marcador"
          label="Marcador"
          options={[['', 'Todos'], ...(data?.tags ?? []).map((t) => [t, t] as const)]}
          {...bind('marcador')}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden="true" />
          Adicionar convite
        </Button>
      </div>
      <ListState
        query={list}
        failure={() => m.loadFailed}
        empty={
          filtered ? (
            'Nenhum convite encontrado com esta busca e estes filtros.'
          ) : (
            <EmptyNote icon={UsersRound}>
              A lista está vazia. Adicionem os convites um a um, colem uma lista ou importem uma planilha.
            </EmptyNote>
          )
        }
        count={(page) =>
          page.items.length ? shownOf(page, page.total === 1 ? 'convite' : 'convites') : null
        }
        paging={(page) => ({
          page: page.page,
          pageSize: page.pageSize,
          total: page.total,
          onPage: (pagina) => update({ pagina }, { keepPage: true }),
          label: 'Páginas da lista de convidados',
        })}
      >
        {(page) => <HouseholdTable rows={page.items} actions={rowActions} />}
      </ListState>
      <HouseholdFormDialog
        household={editing}
        onClose={() => setEditing(null)}
        onCreate={actions.create}
        onUpdate={actions.update}
      />
      <ConfirmAndToastDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        title="Remover este convite?"
        describe={(h) =>
          `${h.name} sai da lista com ${h.members.length === 1 ? 'a pessoa dele' : `as ${h.members.length} pessoas dele`}, e o link pessoal deixa de abrir.`
        }
        confirmLabel="Remover convite"
        pendingLabel="Removendo..."
        onConfirm={(h) => actions.remove(h.id)}
        done={(h) => m.deleted(h.name)}
      />
      <ConfirmAndToastDialog
        item={revoking}
        onClose={() => setRevoking(null)}
        title="Revogar o link deste convite?"
        describe={(h) =>
          `O link pessoal de ${h.name} deixa de abrir na hora. Vocês podem criar um novo link depois.`
        }
        confirmLabel="Revogar link"
        pendingLabel="Revogando..."
        onConfirm={(h) => actions.revoke(h.id)}
        done={m.linkRevoked}
      />
    </>
  );
}

export function GuestListPage() {
  return (
    <GuestsPageFrame
      title={title}
      lead={lead}
      actions={(weddingId) => (
        <>
          <ButtonLink to={panelPaths.guestSend}>
            <Send className="size-4" aria-hidden="true" />
            Enviar convites
          </ButtonLink>
          <ButtonLink to={panelPaths.guestListImport} variant="outline">
            <FileUp className="size-4" aria-hidden="true" />
            Importar ou colar lista
          </ButtonLink>
          <ButtonAnchor href={exportUrl(weddingId, 'csv')} download variant="outline">
            <FileDown className="size-4" aria-hidden="true" />
            Exportar CSV
          </ButtonAnchor>
          <ButtonAnchor href={exportUrl(weddingId, 'xlsx')} download variant="outline">
            <FileDown className="size-4" aria-hidden="true" />
            Exportar XLSX
          </ButtonAnchor>
        </>
      )}
    >
      {(weddingId) => <GuestList weddingId={weddingId} />}
    </GuestsPageFrame>
  );
}
