// "Catálogo" (SPEC 2.8): search without accents, category and status filters, paging in SQL, and
// add, edit, duplicate and delete. Deleting or editing never changes a couple's list.
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  CATALOG_PAGE_SIZE,
  catalogMessages,
  formatCount,
  type ProductRow,
} from '../../../shared/gift-catalog.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Select } from '../../components/ui/select.tsx';
import { TooltipProvider } from '../../components/ui/tooltip.tsx';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { AdminSearch } from './admin-search.tsx';
import { deleteProduct } from './catalog-api.ts';
import { toastFailure } from './catalog-toasts.ts';
import { ProductDialog, type ProductEditing } from './product-dialog.tsx';
import { type ProductCallbacks, ProductCards, ProductTable } from './product-list.tsx';
import { useCatalogRefresh, useCategories, useProducts } from './use-catalog.ts';

type Status = 'todos' | 'ativo' | 'inativo';

export function CataloguePage() {
  usePageTitle('Catálogo');
  const wide = useMediaQuery('(min-width: 1024px)');
  const [q, setQ] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [status, setStatus] = useState<Status>('todos');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ProductEditing | null>(null);
  const [deleting, setDeleting] = useState<ProductRow | null>(null);
  const categories = useCategories();
  const products = useProducts({ q, categoryId, status, page });
  const refresh = useCatalogRefresh();
  const filter = (change: () => void) => {
    change();
    setPage(1);
  };
  const callbacks: ProductCallbacks = {
    onEdit: (product) => setEditing({ mode: 'edit', product }),
    onDuplicate: (product) => setEditing({ mode: 'duplicate', product }),
    onDelete: setDeleting,
  };
  const data = products.data;

  return (
    <section className="mx-auto max-w-7xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-teal-dark uppercase">
            Lista de Presentes
          </p>
          <h1 className="mt-1 font-serif text-3xl font-bold text-ink">Catálogo</h1>
          <p className="mt-1 text-muted">Os produtos que os casais escolhem para as listas de presentes.</p>
        </div>
        <Button onClick={() => setEditing({ mode: 'create' })}>
          <Plus className="size-4" aria-hidden="true" />
          Adicionar item
        </Button>
      </div>
      <div className="mt-6 grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem_10rem] sm:items-end">
        <AdminSearch
          id="buscar-produto"
          label="Buscar produto"
          placeholder="Ex.: cafeteira, jogo de panelas"
          onSearch={(value) => filter(() => setQ(value))}
        />
        <div>
          <Label htmlFor="filtro-categoria">Categoria</Label>
          <Select
            id="filtro-categoria"
            value={categoryId}
            onChange={(e) => filter(() => setCategoryId(e.target.value))}
          >
            <option value="">Todas as categorias</option>
            {categories.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="filtro-status">Status</Label>
          <Select
            id="filtro-status"
            value={status}
            onChange={(e) => filter(() => setStatus(e.target.value as Status))}
          >
            <option value="todos">Todos</option>
            <option value="ativo">Ativo</option>
            <option value="inativo">Inativo</option>
          </Select>
        </div>
      </div>
      <div className="mt-5 grid gap-4" aria-busy={products.isFetching}>
        {products.isError && <FormError message={products.error.message} />}
        {!data && !products.isError && <p className="py-10 text-center text-muted">Carregando...</p>}
        {data && (
          <p className="text-sm text-muted" role="status">
            Mostrando {data.items.length} de {formatCount(data.total, data.totalCapped)} produtos
          </p>
        )}
        {data && data.items.length === 0 && (
          <p className="rounded-3xl bg-white p-8 text-center text-muted ring-1 ring-ink/5">
            Nenhum produto encontrado. Confira a busca e os filtros.
          </p>
        )}
        {data && data.items.length > 0 && (
          <TooltipProvider delayDuration={200}>
            {wide ? (
              <ProductTable items={data.items} {...callbacks} />
            ) : (
              <ProductCards items={data.items} {...callbacks} />
            )}
          </TooltipProvider>
        )}
        {data && (
          <Pagination
            page={page}
            pageSize={CATALOG_PAGE_SIZE}
            total={data.total}
            onPage={setPage}
            label="Páginas do catálogo"
            disabled={products.isFetching}
          />
        )}
      </div>
      <ProductDialog
        editing={editing}
        categories={categories.data ?? []}
        onClose={() => setEditing(null)}
        onSaved={refresh}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={catalogMessages.productDeleteConfirm}
        description={deleting ? `"${deleting.name}": ${catalogMessages.productDeleteHint}` : undefined}
        confirmLabel="Excluir produto"
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await deleteProduct(deleting.id);
          } catch (err) {
            toastFailure(catalogMessages.productDeleteError, err);
            throw err;
          }
          toast.success(catalogMessages.productDeleted, { description: deleting.name });
          await refresh();
        }}
      />
    </section>
  );
}
