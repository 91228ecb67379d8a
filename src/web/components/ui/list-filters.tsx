// The bar above a filtered list: a labelled search box, then drop-downs and days, laid out by the
// page's grid. The search and each filter are data (`bind(key)` from useListParams gives their value
// and onChange), so the lists describe their filters instead of repeating the controls' markup.
import type { ComponentProps } from 'react';
import { LabelledDate, LabelledSelect } from './labelled-fields.tsx';
import { BoundSearch } from './search-input.tsx';
import type { SelectOption } from './select.tsx';

interface FilterBase {
  id: string;
  label: string;
  value: string;
  // A method, so a filter bound to a narrower union of values (a status) fits.
  onChange(value: string): void;
}

export type ListFilter =
  | (FilterBase & { kind: 'select'; options: readonly SelectOption<string>[] })
  | (FilterBase & { kind: 'date' });

export function ListFilters({
  className,
  search,
  filters,
}: {
  /** The bar's grid: its columns at each width and its margin. */
  className: string;
  search?: ComponentProps<typeof BoundSearch>;
  filters: readonly ListFilter[];
}) {
  return (
    <div className={`grid gap-3 ${className}`}>
      {search && <BoundSearch {...search} />}
      {/* A filter is its control's props (its `kind` is not one of them, and is left unread). */}
      {filters.map((f) =>
        f.kind === 'date' ? <LabelledDate key={f.id} {...f} /> : <LabelledSelect key={f.id} {...f} />,
      )}
    </div>
  );
}
