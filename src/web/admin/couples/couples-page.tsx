// "Gerenciamento de Casais" (SPEC 2.7): search by name or e-mail, the five filters and sorts, the
// spec's columns with a row menu, "Mostrando X de Y casais" and a pager — all answered by the
// server a page at a time — and "Adicionar casal". The search, filter, sort and page live in the
// address (?q=&filtro=&ordem=&pagina=), so going back from a couple's details returns to the same
// list and a list can be shared.
import { Plus } from 'lucide-react';
import { useState } from 'react';
import {
  coupleFilterLabels,
  coupleFilters,
  coupleSortLabels,
  coupleSorts,
  adminCoupleMessages as m,
} from '../../../shared/admin-couples.ts';
import { shownOf } from '../../../shared/page-count.ts';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import { ListState } from '../../components/ui/list-state.tsx';
import { Select } from '../../components/ui/select.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { AdminSearch } from '../gift-catalog/admin-search.tsx';
import { AddCoupleDialog } from './add-couple-dialog.tsx';
import { CoupleStatusDialog, type StatusTarget } from './couple-status-dialog.tsx';
import { CoupleTable } from './couple-table.tsx';
import { useCouples, useCouplesParams } from './use-couples.ts';

export function CouplesPage() {
  usePageTitle('Casais');
  const [{ q, filtro: filter, ordem: sort, pagina: page }, update] = useCouplesParams();
  const [adding, setAdding] = useState(false);
  const [statusTarget, setStatusTarget] = useState<StatusTarget | null>(null);
  const couples = useCouples({ q, filter, sort, page });

  return (
    <section className="mx-auto max-w-7xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-teal-dark uppercase">Casais</p>
          <h1 className="mt-1 font-serif text-3xl font-bold text-ink">Gerenciamento de Casais</h1>
          <p className="mt-1 text-muted">Busquem, filtrem e acompanhem cada casal da plataforma.</p>
        </div>
        <Button onClick={() => setAdding(true)}>
          <Plus className="size-4" aria-hidden="true" />
          Adicionar casal
        </Button>
      </div>
      <div className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_11rem_21rem] lg:items-end">
        <div className="sm:col-span-2 lg:col-span-1">
          <AdminSearch
            id="buscar-casal"
            label="Buscar casal"
            placeholder="Buscar por nome, email..."
            initialValue={q}
            onSearch={(value) => update({ q: value })}
          />
        </div>
        <div>
          <Label htmlFor="filtro-casais">Filtro</Label>
          <Select
            id="filtro-casais"
            value={filter}
            onChange={(e) => update({ filtro: e.target.value as typeof filter })}
          >
            {coupleFilters.map((f) => (
              <option key={f} value={f}>
                {coupleFilterLabels[f]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="ordem-casais">Ordenar por</Label>
          <Select
            id="ordem-casais"
            value={sort}
            onChange={(e) => update({ ordem: e.target.value as typeof sort })}
          >
            {coupleSorts.map((s) => (
              <option key={s} value={s}>
                {coupleSortLabels[s]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <ListState
        className="mt-5 grid gap-4"
        query={couples}
        errorMessage={m.loadError}
        empty={m.empty}
        count={(data) => shownOf(data, 'casais')}
        paging={(data) => ({
          page,
          pageSize: data.pageSize,
          total: data.total,
          onPage: (n) => update({ pagina: n }),
          label: 'Páginas de casais',
        })}
      >
        {(data) => <CoupleTable items={data.items} onStatus={setStatusTarget} />}
      </ListState>
      <AddCoupleDialog open={adding} onClose={() => setAdding(false)} />
      <CoupleStatusDialog target={statusTarget} onClose={() => setStatusTarget(null)} />
    </section>
  );
}
