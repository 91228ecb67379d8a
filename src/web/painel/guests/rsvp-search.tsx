// "Buscar convidado": a labelled search box; the list follows as the couple types (debounced).
import { X } from 'lucide-react';
import { useState } from 'react';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { Label } from '../../components/ui/label.tsx';
import { SearchInput } from '../../components/ui/search-input.tsx';
import { useDebouncedSearch } from '../../lib/use-debounced.ts';

export function RsvpSearch({ onSearch }: { onSearch: (q: string) => void }) {
  const [value, setValue] = useState('');
  useDebouncedSearch(value, onSearch);

  return (
    <search className="w-full sm:max-w-sm">
      <Label htmlFor="buscar-convidado">Buscar convidado</Label>
      <SearchInput
        id="buscar-convidado"
        value={value}
        placeholder="Nome do convidado"
        autoComplete="off"
        maxLength={80}
        onChange={(e) => setValue(e.target.value)}
        className="pr-11 [&::-webkit-search-cancel-button]:hidden"
      >
        {value && (
          <IconButton
            icon={X}
            label="Limpar busca"
            onClick={() => setValue('')}
            className="absolute top-1/2 right-1.5 grid size-9 -translate-y-1/2 place-items-center rounded-full text-muted hover:bg-brand-soft hover:text-brand-dark"
          />
        )}
      </SearchInput>
    </search>
  );
}
