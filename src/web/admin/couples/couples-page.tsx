// "Gerenciamento de Casais" (SPEC 2.7): search by name or e-mail, the five filters and sorts, the
// spec's columns with a row menu, "Mostrando X de Y casais" and a pager — all answered by the
// server a page at a time — and "Adicionar casal". The search, filter, sort and page live in the
// address (?q=&filtro=&ordem=&pagina=), so going back from a couple's details returns to the same
// list and a list can be shared.
import { useState } from 'react';
import {
  coupleFilterLabels,
  coupleSortLabels,
  adminCoupleMessages as m,
} from '../../../shared/admin-couples.ts';
import { LabelledSelect } from '../../components/ui/labelled-fields.tsx';
import { BoundSearch } from '../../components/ui/search-input.tsx';
import { optionsOf } from '../../components/ui/select.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { AddButton } from '../lib/add-button.tsx';
import { PageHeader } from '../lib/page-header.tsx';
import { PagedList } from '../lib/paged-list.tsx';
import { AddCoupleDialog } from './add-couple-dialog.tsx';
import { CoupleStatusDialog, type StatusTarget } from './couple-status-dialog.tsx';
import { CoupleTable } from './couple-table.tsx';
import { useCouples, useCouplesParams } from './use-couples.ts';

export function CouplesPage() {
  usePageTitle('Casais');
  const [{ q, filtro: filter, ordem: sort, pagina: page }, , bind] = useCouplesParams();
  const [adding, setAdding] = useState(false);
  const [statusTarget, setStatusTarget] = useState<StatusTarget | null>(null);
  const couples = useCouples({ q, filter, sort, page });

  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader
        eyebrow="Casais"
        title="Gerenciamento de Casais"
        lead="Busquem, filtrem e acompanhem cada casal da plataforma."
        actions={<AddButton onClick={() => setAdding(true)}>Adicionar casal</AddButton>}
      />
      <div className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_11rem_21rem] lg:items-end">
        <div className="sm:col-span-2 lg:col-span-1">
          <BoundSearch
            id="buscar-casal"
            label="Buscar casal"
            placeholder="Buscar por nome, email..."
            {...bind('q')}
          />
        </div>
        <LabelledSelect
          id="filtro-casais"
          label="Filtro"
          options={optionsOf(coupleFilterLabels)}
          {...bind('filtro')}
        />
        <LabelledSelect
          id="ordem-casais"
          label="Ordenar por"
          options={optionsOf(coupleSortLabels)}
          {...bind('ordem')}
        />
      </div>
      <PagedList
        className="mt-5 grid gap-4"
        query={couples}
        errorMessage={m.loadError}
        empty={m.empty}
        noun="casais"
        pager="Páginas de casais"
        page={bind('pagina')}
      >
        {(data) => <CoupleTable items={data.items} onStatus={setStatusTarget} />}
      </PagedList>
      <AddCoupleDialog open={adding} onClose={() => setAdding(false)} />
      <CoupleStatusDialog target={statusTarget} onClose={() => setStatusTarget(null)} />
    </section>
  );
}
