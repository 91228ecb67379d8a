// A native select in the look of `Input` (native keeps the phone pickers people know), and its
// fixed options, each [value, label].
import { ChevronDown } from 'lucide-react';
import type { SelectHTMLAttributes } from 'react';
import { type FieldLook, inputClass, withFieldLook } from './input.tsx';

export function Select({ className = '', ...props }: SelectHTMLAttributes<HTMLSelectElement> & FieldLook) {
  return (
    <div className="relative">
      <select {...withFieldLook(inputClass, { ...props, className: `appearance-none pr-10 ${className}` })} />
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted"
        aria-hidden="true"
      />
    </div>
  );
}

export type SelectOption<T extends string | number> = readonly [value: T, label: string];

/** The options of a label table (`{ value: label }`), in its order or in the order given. */
export function optionsOf<T extends string>(
  labels: Record<T, string>,
  order: readonly T[] = Object.keys(labels) as T[],
): SelectOption<T>[] {
  return order.map((value) => [value, labels[value]]);
}

/** A filter's options after the one that lifts it: `todos`, read "Todos" unless told otherwise. */
export function withAll<T extends string>(
  options: readonly SelectOption<T>[],
  label = 'Todos',
): SelectOption<T | 'todos'>[] {
  return [['todos', label], ...options];
}

/** Options of rows that have an id and a name (categories, subcategories, sections). */
export function namedOptions(rows: readonly { id: string; name: string }[]): SelectOption<string>[] {
  return rows.map((row) => [row.id, row.name]);
}

/** The options, after `empty` when given: the option of no choice (value ""). */
export function SelectOptions({
  options,
  empty,
}: {
  options: readonly SelectOption<string | number>[];
  empty?: string;
}) {
  return (
    <>
      {empty !== undefined && <option value="">{empty}</option>}
      {options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
}
