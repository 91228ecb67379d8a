// The filters beside a gift list (SPEC 2.6 and 2.7): search, category checkboxes and price ranges,
// each with how many gifts it would show. Shared by the couple's editor and the admin list editor.
import type { ChangeEvent } from 'react';
import { type GiftFilters, type PriceRangeId, priceRanges } from '../../../shared/gift-list.ts';
import { Button } from '../ui/button.tsx';
import { Label } from '../ui/label.tsx';
import { SearchInput } from '../ui/search-input.tsx';

export interface FilterCategory {
  id: string;
  name: string;
}

/** One choice of a filter: its box, its name and, when given, how many gifts it would show. */
function FilterOption({
  type,
  name,
  label,
  count,
  checked,
  onChange,
}: {
  type: 'checkbox' | 'radio';
  name?: string;
  label: string;
  count?: number;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <label className="flex min-h-10 cursor-pointer items-center gap-3 rounded-xl px-2 text-sm text-ink hover:bg-brand-soft/60">
      <input
        type={type}
        name={name}
        className="size-4 shrink-0 accent-brand-dark"
        checked={checked}
        onChange={onChange}
      />
      <span className="min-w-0 flex-1">{label}</span>
      {count !== undefined && (
        <span className="rounded-full bg-ink/5 px-2 py-0.5 text-xs font-semibold text-muted tabular-nums">
          {count}
        </span>
      )}
    </label>
  );
}

export function GiftFiltersPanel({
  idPrefix,
  filters,
  onChange,
  categories,
  categoryCounts,
  rangeCounts,
}: {
  idPrefix: string;
  filters: GiftFilters;
  onChange: (filters: GiftFilters) => void;
  categories: FilterCategory[];
  categoryCounts: Map<string, number>;
  rangeCounts: Map<PriceRangeId, number>;
}) {
  const shownCategories = categories.filter(
    (c) => (categoryCounts.get(c.id) ?? 0) > 0 || filters.categoryIds.includes(c.id),
  );
  const toggle = (id: string, on: boolean) =>
    onChange({
      ...filters,
      categoryIds: on ? [...filters.categoryIds, id] : filters.categoryIds.filter((c) => c !== id),
    });
  const active = filters.q !== '' || filters.categoryIds.length > 0 || filters.range !== null;
  return (
    <div className="grid gap-6">
      <search>
        <Label htmlFor={`${idPrefix}-busca`}>Buscar presente</Label>
        <SearchInput
          id={`${idPrefix}-busca`}
          value={filters.q}
          maxLength={80}
          autoComplete="off"
          placeholder="Nome do presente"
          onChange={(e) => onChange({ ...filters, q: e.target.value })}
        />
      </search>
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-semibold text-ink">Categorias</legend>
        {shownCategories.length === 0 ? (
          <p className="px-2 text-sm text-muted">Nenhuma categoria nesta busca.</p>
        ) : (
          <ul className="grid gap-0.5">
            {shownCategories.map((c) => (
              <li key={c.id}>
                <FilterOption
                  type="checkbox"
                  label={c.name}
                  count={categoryCounts.get(c.id) ?? 0}
                  checked={filters.categoryIds.includes(c.id)}
                  onChange={(e) => toggle(c.id, e.target.checked)}
                />
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-semibold text-ink">Faixa de preço</legend>
        <ul className="grid gap-0.5">
          <li>
            <FilterOption
              type="radio"
              name={`${idPrefix}-faixa`}
              label="Todos os preços"
              checked={filters.range === null}
              onChange={() => onChange({ ...filters, range: null })}
            />
          </li>
          {priceRanges.map((r) => (
            <li key={r.id}>
              <FilterOption
                type="radio"
                name={`${idPrefix}-faixa`}
                label={r.label}
                count={rangeCounts.get(r.id) ?? 0}
                checked={filters.range === r.id}
                onChange={() => onChange({ ...filters, range: r.id })}
              />
            </li>
          ))}
        </ul>
      </fieldset>
      {active && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange({ ...filters, q: '', categoryIds: [], range: null })}
        >
          Limpar filtros
        </Button>
      )}
    </div>
  );
}
