// "Buscar na lista": a labelled search box; the list follows as the couple types (debounced), and
// the text starts from the address when the page opens.
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { useDebouncedSearch } from '../../lib/use-debounced.ts';

export function GuestSearch({
  initialValue,
  onSearch,
}: {
  initialValue: string;
  onSearch: (q: string) => void;
}) {
  const [value, setValue] = useState(initialValue);
  useDebouncedSearch(value, onSearch, initialValue);
  return (
    <search className="min-w-0">
      <Label htmlFor="buscar-na-lista">Buscar na lista</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <Input
          id="buscar-na-lista"
          type="search"
          value={value}
          placeholder="Nome do convite ou da pessoa"
          autoComplete="off"
          maxLength={80}
          onChange={(e) => setValue(e.target.value)}
          className="pl-10"
        />
      </div>
    </search>
  );
}
