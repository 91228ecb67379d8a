// "Buscar na lista": a labelled search box; the list follows as the couple types (debounced), and
// the text starts from the address when the page opens.
import { useState } from 'react';
import { Label } from '../../components/ui/label.tsx';
import { SearchInput } from '../../components/ui/search-input.tsx';
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
      <SearchInput
        id="buscar-na-lista"
        value={value}
        placeholder="Nome do convite ou da pessoa"
        autoComplete="off"
        maxLength={80}
        onChange={(e) => setValue(e.target.value)}
      />
    </search>
  );
}
