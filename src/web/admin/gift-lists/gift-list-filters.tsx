// "Filtros" (SPEC 2.8): list status and list kind in a popover, with "Limpar Filtros".
import { SlidersHorizontal } from 'lucide-react';
import { Popover } from 'radix-ui';
import {
  giftListKindLabels,
  type giftListKinds,
  type giftListStatuses,
} from '../../../shared/admin-gift-lists.ts';
import { Button } from '../../components/ui/button.tsx';
import { LabelledSelect } from '../../components/ui/labelled-fields.tsx';
import { optionsOf, type SelectOption, withAll } from '../../components/ui/select.tsx';

export type ListStatus = (typeof giftListStatuses)[number];
export type ListKind = (typeof giftListKinds)[number];

const statusOptions: SelectOption<ListStatus>[] = [
  ['todas', 'Todas'],
  ['publicada', 'Publicada'],
  ['rascunho', 'Rascunho'],
];
const kindOptions: SelectOption<ListKind>[] = withAll(optionsOf(giftListKindLabels));

export function GiftListFilters({
  status,
  kind,
  onChange,
}: {
  status: ListStatus;
  kind: ListKind;
  onChange: (next: { status: ListStatus; kind: ListKind }) => void;
}) {
  const active = (status !== 'todas' ? 1 : 0) + (kind !== 'todos' ? 1 : 0);
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button variant="outline">
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          Filtros
          {active > 0 && (
            <span className="rounded-full bg-brand-dark px-2 text-xs text-white">
              {active}
              <span className="sr-only"> {active === 1 ? 'filtro ativo' : 'filtros ativos'}</span>
            </span>
          )}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label="Filtros das listas"
          className="z-50 grid w-72 gap-4 rounded-2xl bg-white p-5 shadow-xl ring-1 ring-ink/10"
        >
          <LabelledSelect
            id="filtro-status-lista"
            label="Status da lista"
            value={status}
            onChange={(next) => onChange({ status: next, kind })}
            options={statusOptions}
          />
          <LabelledSelect
            id="filtro-tipo-lista"
            label="Tipo de lista"
            value={kind}
            onChange={(next) => onChange({ status, kind: next })}
            options={kindOptions}
          />
          <Button
            variant="ghost"
            disabled={active === 0}
            onClick={() => onChange({ status: 'todas', kind: 'todos' })}
          >
            Limpar Filtros
          </Button>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
