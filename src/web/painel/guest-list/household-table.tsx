// The guest list's rows: the household with its people, side, tags, where its invitation stands
// (each step's how and when, invite-state.tsx), and its personal link ("Copiar link"); a menu to edit, renew or revoke the link, or remove it.
// A table on wide screens, a card per household on phones (the list kit).
import { Link2, Link2Off, MoreHorizontal, Pencil, RefreshCw, Trash2 } from 'lucide-react';
import type { HouseholdItem } from '../../../shared/guest-household.ts';
import { ageGroupLabels, sideLabels } from '../../../shared/guest-list.ts';
import { plural } from '../../../shared/plural.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { type DataColumn, DataTable } from '../../components/ui/data-table.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { InviteStateDetails } from './invite-state.tsx';

function People({ household }: { household: HouseholdItem }) {
  if (household.members.length === 0) return <span className="text-muted">Nenhuma pessoa cadastrada</span>;
  return (
    <ul className="grid gap-0.5">
      {household.members.map((p) => (
        <li key={p.id} className="break-words">
          {p.name}
          {p.ageGroup !== 'adulto' && (
            <span className="text-muted"> ({ageGroupLabels[p.ageGroup].toLowerCase()})</span>
          )}
        </li>
      ))}
      {household.maxCompanions > 0 && (
        <li className="text-muted">+{plural(household.maxCompanions, 'acompanhante', 'acompanhantes')}</li>
      )}
    </ul>
  );
}

export interface HouseholdRowActions {
  onEdit: (h: HouseholdItem) => void;
  onCopyLink: (h: HouseholdItem) => void;
  onRenewLink: (h: HouseholdItem) => void;
  onRevokeLink: (h: HouseholdItem) => void;
  onDelete: (h: HouseholdItem) => void;
}

function LinkCell({ household, actions }: { household: HouseholdItem; actions: HouseholdRowActions }) {
  const link = household.inviteCode
    ? ({ variant: 'outline', verb: 'Copiar', Icon: Link2, act: actions.onCopyLink } as const)
    : ({ variant: 'ghost', verb: 'Criar', Icon: RefreshCw, act: actions.onRenewLink } as const);
  return (
    <Button
      variant={link.variant}
      size="sm"
      className="whitespace-nowrap"
      onClick={() => link.act(household)}
      aria-label={`${link.verb} link do convite ${household.name}`}
    >
      <link.Icon className="size-4" aria-hidden="true" />
      {link.verb} link
    </Button>
  );
}

function RowMenu({ household, actions }: { household: HouseholdItem; actions: HouseholdRowActions }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Ações do convite ${household.name}`}
        className="grid size-10 place-items-center rounded-full text-ink transition-colors hover:bg-brand-soft data-[state=open]:bg-brand-soft"
      >
        <MoreHorizontal className="size-5" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => actions.onEdit(household)}>
          <Pencil className="size-4 text-brand-dark" aria-hidden="true" />
          Editar convite
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => actions.onRenewLink(household)}>
          <RefreshCw className="size-4 text-brand-dark" aria-hidden="true" />
          {household.inviteCode ? 'Gerar novo link' : 'Criar link'}
        </DropdownMenuItem>
        {household.inviteCode && (
          <DropdownMenuItem onSelect={() => actions.onRevokeLink(household)}>
            <Link2Off className="size-4 text-brand-dark" aria-hidden="true" />
            Revogar link
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => actions.onDelete(household)} danger>
          <Trash2 className="size-4" aria-hidden="true" />
          Remover da lista
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function HouseholdTable({ rows, actions }: { rows: HouseholdItem[]; actions: HouseholdRowActions }) {
  const columns: DataColumn<HouseholdItem>[] = [
    { id: 'name', header: 'Convite', rowHeader: true, card: 'title', cell: (h) => h.name, width: 'w-[20%]' },
    {
      id: 'people',
      header: 'Pessoas',
      card: 'wide',
      cell: (h) => <People household={h} />,
      width: 'w-[26%]',
    },
    { id: 'side', header: 'Lado', cell: (h) => sideLabels[h.side] },
    {
      id: 'tags',
      header: 'Marcadores',
      cardIf: (h) => h.tags.length > 0,
      cell: (h) =>
        h.tags.length ? (
          <span className="flex flex-wrap gap-1">
            {h.tags.map((t) => (
              <Badge key={t} tone="neutral">
                {t}
              </Badge>
            ))}
          </span>
        ) : (
          <span className="text-muted">—</span>
        ),
    },
    {
      id: 'state',
      header: 'Situação',
      cell: (h) => <InviteStateDetails item={h} />,
    },
    {
      id: 'link',
      header: 'Link pessoal',
      card: 'wide',
      cell: (h) => <LinkCell household={h} actions={actions} />,
    },
  ];
  return (
    <DataTable
      caption="Convites da lista"
      columns={columns}
      rows={rows}
      cardsBelow="md"
      alignTop
      minWidth="min-w-[56rem]"
      actions={(h) => <RowMenu household={h} actions={actions} />}
    />
  );
}
