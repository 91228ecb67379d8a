// A gift list being edited: filters beside it (behind a "Filtros" button on phones), the sort and
// the list's own actions above it, then the add tile and one tile per gift. Shared by the couple's
// editor and the admin list editor; each brings its own tiles and actions.
import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { applyGiftFilters, type Filterable, type GiftFilters } from '../../../shared/gift-list.ts';
import { Button } from '../ui/button.tsx';
import { type FilterCategory, GiftFiltersPanel } from './gift-filters-panel.tsx';
import { SortSelect } from './sort-select.tsx';

export function GiftBoard<T extends Filterable & { id: string }>({
  idPrefix,
  items,
  categories,
  filters,
  onFilters,
  tile,
  addTile,
  actions,
  empty,
}: {
  idPrefix: string;
  items: T[];
  categories: FilterCategory[];
  filters: GiftFilters;
  onFilters: (filters: GiftFilters) => void;
  tile: (item: T) => ReactNode;
  addTile: ReactNode;
  /** Buttons beside the sort, e.g. "Excluir lista". */
  actions?: ReactNode;
  /** Shown instead of the grid when the list has no gifts at all. */
  empty?: ReactNode;
}) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const { shown, categoryCounts, rangeCounts } = applyGiftFilters(items, filters);
  const panel = (
    <GiftFiltersPanel
      idPrefix={idPrefix}
      filters={filters}
      onChange={onFilters}
      categories={categories}
      categoryCounts={categoryCounts}
      rangeCounts={rangeCounts}
    />
  );
  return (
    <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-8">
      <aside
        aria-label="Filtros"
        className="hidden rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/5 lg:block"
      >
        {panel}
      </aside>
      <div className="min-w-0">
        <div className="flex flex-wrap items-end gap-3">
          <p className="mr-auto self-center text-sm text-muted" role="status">
            {shown.length === items.length
              ? `${items.length} ${items.length === 1 ? 'presente' : 'presentes'}`
              : `${shown.length} de ${items.length} presentes`}
          </p>
          <Button
            variant="outline"
            size="sm"
            className="lg:hidden"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
          >
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            Filtros
          </Button>
          <SortSelect
            id={`${idPrefix}-ordem`}
            value={filters.sort}
            onChange={(sort) => onFilters({ ...filters, sort })}
          />
          {actions}
        </div>
        <div
          id={panelId}
          hidden={!open}
          className="mt-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/5 lg:hidden"
        >
          {open && panel}
        </div>
        {items.length === 0 && empty ? (
          <div className="mt-5">{empty}</div>
        ) : (
          <ul className="mt-5 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 2xl:grid-cols-4">
            <li>{addTile}</li>
            {shown.map((item) => (
              <li key={item.id}>{tile(item)}</li>
            ))}
          </ul>
        )}
        {items.length > 0 && shown.length === 0 && (
          <p className="mt-4 rounded-2xl bg-white p-6 text-center text-muted ring-1 ring-ink/5">
            Nenhum presente com esses filtros.
          </p>
        )}
      </div>
    </div>
  );
}
