// A labelled search box for the back office's lists; the list follows as the admin types.
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
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
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          maxLength={80}
          onChange={(e) => setValue(e.target.value)}
          className="pl-10"
        />
      </div>
    </search>
  );
}
