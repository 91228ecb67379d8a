// "Buscar convidado": a labelled search box; the list follows as the couple types (debounced).
import { Search, X } from 'lucide-react';
import { useState } from 'react';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { useDebouncedSearch } from '../../lib/use-debounced.ts';

export function RsvpSearch({ onSearch }: { onSearch: (q: string) => void }) {
  const [value, setValue] = useState('');
  useDebouncedSearch(value, onSearch);

  return (
    <search className="w-full sm:max-w-sm">
      <Label htmlFor="buscar-convidado">Buscar convidado</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <Input
          id="buscar-convidado"
          type="search"
          value={value}
          placeholder="Nome do convidado"
          autoComplete="off"
          maxLength={80}
          onChange={(e) => setValue(e.target.value)}
          className="pr-11 pl-10 [&::-webkit-search-cancel-button]:hidden"
        />
        {value && (
          <IconButton
            icon={X}
            label="Limpar busca"
            onClick={() => setValue('')}
            className="absolute top-1/2 right-1.5 grid size-9 -translate-y-1/2 place-items-center rounded-full text-muted hover:bg-brand-soft hover:text-brand-dark"
          />
        )}
      </div>
    </search>
  );
}
