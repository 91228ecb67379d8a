// "Gerenciamento de Casais" (SPEC 2.7): search by name or e-mail, the five filters and sorts, the
// spec's columns with a row menu, "Mostrando X de Y casais" and a pager — all answered by the
// server a page at a time — and "Adicionar casal". The search, filter, sort and page live in the
// address (?q=&filtro=&ordem=&pagina=), so going back from a couple's details returns to the same
// list and a list can be shared.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  coupleFilterLabels,
  coupleFilters,
  coupleSortLabels,
  coupleSorts,
  adminCoupleMessages as m,
} from '../../../shared/admin-couples.ts';
import { shownOf } from '../../../shared/page-count.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Select } from '../../components/ui/select.tsx';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { AdminSearch } from '../gift-catalog/admin-search.tsx';
import { AddCoupleDialog } from './add-couple-dialog.tsx';
import { CoupleStatusDialog, type StatusTarget } from './couple-status-dialog.tsx';
import { CoupleCards, CoupleTable } from './couple-table.tsx';
import { coupleKeys, fetchCouples } from './couples-api.ts';

const defaults: Record<string, string> = { filtro: 'todos', ordem: 'cadastro-recente', pagina: '1' };

function oneOf<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

export function CouplesPage() {
  usePageTitle('Casais');
  const wide = useMediaQuery('(min-width: 1024px)');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const filter = oneOf(coupleFilters, params.get('filtro'), 'todos');
  const sort = oneOf(coupleSorts, params.get('ordem'), 'cadastro-recente');
  const page = Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1);
  /** Changes the list's address (replacing the entry); a new search, filter or sort starts at page 1. */
  const update = (changes: Record<string, string>, keepPage = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value && value !== defaults[key]) next.set(key, value);
          else next.delete(key);
        }
        if (!keepPage) next.delete('pagina');
        return next;
      },
      { replace: true },
    );
  const [adding, setAdding] = useState(false);
  const [statusTarget, setStatusTarget] = useState<StatusTarget | null>(null);
  const query = { q, filter, sort, page };
  const couples = useQuery({
    queryKey: coupleKeys.list(query),
    queryFn: ({ signal }) => fetchCouples(query, signal),
    placeholderData: keepPreviousData,
  });
  const data = couples.data;

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
          <Select id="filtro-casais" value={filter} onChange={(e) => update({ filtro: e.target.value })}>
            {coupleFilters.map((f) => (
              <option key={f} value={f}>
                {coupleFilterLabels[f]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="ordem-casais">Ordenar por</Label>
          <Select id="ordem-casais" value={sort} onChange={(e) => update({ ordem: e.target.value })}>
            {coupleSorts.map((s) => (
              <option key={s} value={s}>
                {coupleSortLabels[s]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div className="mt-5 grid gap-4" aria-busy={couples.isFetching}>
        {couples.isError && <FormError message={couples.error.message || m.loadError} />}
        {!data && !couples.isError && <p className="py-10 text-center text-muted">Carregando...</p>}
        {data && data.items.length === 0 && (
          <p className="rounded-3xl bg-white p-8 text-center text-muted ring-1 ring-ink/5">{m.empty}</p>
        )}
        {data &&
          data.items.length > 0 &&
          (wide ? (
            <CoupleTable items={data.items} onStatus={setStatusTarget} />
          ) : (
            <CoupleCards items={data.items} onStatus={setStatusTarget} />
          ))}
        {data && (
          <p className="text-sm text-muted" role="status">
            {shownOf(data, 'casais')}
          </p>
        )}
        {data && (
          <Pagination
            page={page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={(n) => update({ pagina: String(n) }, true)}
            label="Páginas de casais"
            disabled={couples.isFetching}
          />
        )}
      </div>
      <AddCoupleDialog open={adding} onClose={() => setAdding(false)} />
      <CoupleStatusDialog target={statusTarget} onClose={() => setStatusTarget(null)} />
    </section>
  );
}
