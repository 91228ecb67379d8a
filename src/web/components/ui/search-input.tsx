// A search box with the magnifier inside it (`children` sit in the same box: a clear button), and
// the labelled search the lists use: the list follows as one types (debounced).
import { Search } from 'lucide-react';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { useDebouncedSearch } from '../../lib/use-debounced.ts';
import type { Bound } from '../../lib/use-list-params.ts';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

export function SearchInput({
  className = '',
  children,
  ...props
}: Omit<ComponentProps<typeof Input>, 'type'> & { children?: ReactNode }) {
  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
        aria-hidden="true"
      />
      <Input type="search" className={`pl-10 ${className}`.trim()} {...props} />
      {children}
    </div>
  );
}

export function LabelledSearch({
  id,
  label,
  placeholder,
  onSearch,
  initialValue = '',
  className = 'w-full sm:max-w-sm',
}: {
  id: string;
  label: string;
  placeholder: string;
  onSearch: (q: string) => void;
  /** What the box holds when the page opens (a search kept in the address). */
  initialValue?: string;
  /** The box of the label and the input (its width). */
  className?: string;
}) {
  const [value, setValue] = useState(initialValue);
  useDebouncedSearch(value, onSearch, initialValue);
  return (
    <search className={className}>
      <Label htmlFor={id}>{label}</Label>
      <SearchInput
        id={id}
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={80}
        onChange={(e) => setValue(e.target.value)}
      />
    </search>
  );
}

/**
 * A labelled search kept in the address: `bind(key)` of useListParams gives the key's text, which
 * the box opens with, and the change that writes what one types back to the key.
 */
export function BoundSearch({
  value,
  onChange,
  ...box
}: Omit<ComponentProps<typeof LabelledSearch>, 'initialValue' | 'onSearch'> & Bound<string>) {
  return <LabelledSearch {...box} initialValue={value} onSearch={onChange} />;
}
