// "Escolher do catálogo": browse the catalogue by category, search it without accents, page
// through it, and add products one by one. The caller says how to search and what adding does.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Check, LoaderCircle, Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { ProductPage, ProductRow } from '../../../shared/gift-catalog.ts';
import { formatBRL } from '../../../shared/money.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { errorMessage } from '../../lib/use-form-action.ts';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogContent } from '../ui/dialog.tsx';
import { FormError } from '../ui/form-error.tsx';
import { Label } from '../ui/label.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { SearchInput } from '../ui/search-input.tsx';
import { namedOptions, Select, SelectOptions } from '../ui/select.tsx';
import { GiftPicture } from './gift-picture.tsx';

export interface CatalogSearch {
  q: string;
  categoryId: string;
  page: number;
}

function ProductChoice({
  product,
  added,
  onAdd,
}: {
  product: ProductRow;
  added: boolean;
  onAdd: (product: ProductRow) => Promise<void>;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function add() {
    setPending(true);
    setError(null);
    try {
      await onAdd(product);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setPending(false);
    }
  }
  return (
    <li className="flex gap-3 rounded-2xl bg-white p-3 ring-1 ring-ink/10 sm:flex-col">
      <GiftPicture url={product.imageUrl} className="size-20 shrink-0 rounded-xl sm:h-auto sm:w-full" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-xs text-muted">{product.categoryName}</p>
        <p className="text-sm leading-snug font-semibold break-words text-ink">{product.name}</p>
        <p className="font-semibold text-ink tabular-nums">{formatBRL(product.priceCents)}</p>
        {error && <p className="text-xs font-medium text-danger">{error}</p>}
        <Button
          size="sm"
          variant={added ? 'outline' : 'primary'}
          className="mt-auto"
          disabled={added || pending}
          aria-label={added ? `${product.name} já está na lista` : `Adicionar ${product.name}`}
          onClick={add}
        >
          {pending ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : added ? (
            <Check className="size-4" aria-hidden="true" />
          ) : (
            <Plus className="size-4" aria-hidden="true" />
          )}
          {added ? 'Na lista' : 'Adicionar'}
        </Button>
      </div>
    </li>
  );
}

export function CatalogPickerDialog({
  open,
  onOpenChange,
  description,
  categories,
  queryKey,
  search,
  isAdded,
  onAdd,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  description: string;
  categories: { id: string; name: string }[];
  queryKey: readonly unknown[];
  search: (query: CatalogSearch, signal: AbortSignal) => Promise<ProductPage>;
  isAdded: (productId: string) => boolean;
  onAdd: (product: ProductRow) => Promise<void>;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(text.trim());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search starts on page 1.
  useEffect(() => setPage(1), [q, categoryId]);
  const query: CatalogSearch = { q, categoryId, page };
  const results = useQuery({
    queryKey: [...queryKey, query],
    queryFn: ({ signal }) => search(query, signal),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const data = results.data;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Escolher do catálogo"
        description={description}
        closeLabel="Fechar catálogo"
        className="max-w-5xl"
      >
        <div className="mt-5 grid gap-3 sm:grid-cols-[1fr_16rem]">
          <search>
            <Label htmlFor={`${id}-busca`}>Buscar no catálogo</Label>
            <SearchInput
              id={`${id}-busca`}
              value={text}
              maxLength={80}
              autoComplete="off"
              placeholder="Ex.: cafeteira, jogo de panelas"
              onChange={(e) => setText(e.target.value)}
            />
          </search>
          <div>
            <Label htmlFor={`${id}-categoria`}>Categoria</Label>
            <Select id={`${id}-categoria`} value={categoryId} onChange={(e) => setCategoryId(e.target.value)}>
              <SelectOptions empty="Todas as categorias" options={namedOptions(categories)} />
            </Select>
          </div>
        </div>
        <div className="mt-4" aria-busy={results.isFetching}>
          {results.isError && <FormError message={results.error.message} />}
          <p className="mb-3 text-sm text-muted" role="status">
            {data
              ? `${data.totalCapped ? 'Mais de ' : ''}${data.total.toLocaleString('pt-BR')} produtos`
              : 'Carregando...'}
          </p>
          {data && data.items.length === 0 && (
            <p className="rounded-2xl bg-cream p-6 text-center text-muted">
              Nenhum produto encontrado. Tente outra palavra ou categoria.
            </p>
          )}
          <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {data?.items.map((p) => (
              <ProductChoice key={p.id} product={p} added={isAdded(p.id)} onAdd={onAdd} />
            ))}
          </ul>
          {data && (
            <div className="mt-4">
              <Pagination
                {...data}
                onPage={setPage}
                label="Páginas do catálogo"
                disabled={results.isFetching}
              />
            </div>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
