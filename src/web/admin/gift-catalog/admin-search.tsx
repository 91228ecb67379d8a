// A labelled search box for the back office's lists; the list follows as the admin types.
import { useState } from 'react';
import { Label } from '../../components/ui/label.tsx';
import { SearchInput } from '../../components/ui/search-input.tsx';
import { useDebouncedSearch } from '../../lib/use-debounced.ts';

export function AdminSearch({
  id,
  label,
  placeholder,
  onSearch,
  initialValue = '',
}: {
  id: string;
  label: string;
  placeholder: string;
  onSearch: (q: string) => void;
  /** What the box holds when the page opens (a search kept in the address). */
  initialValue?: string;
}) {
  const [value, setValue] = useState(initialValue);
  useDebouncedSearch(value, onSearch, initialValue);
  return (
    <search className="w-full sm:max-w-sm">
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
