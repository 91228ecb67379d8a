// "Catálogo" (SPEC 2.8): search without accents, category and status filters (kept in the address),
// paging in SQL, and add, edit, duplicate and delete. Deleting or editing never changes a couple's list.
import { useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { catalogMessages, type ProductRow } from '../../../shared/gift-catalog.ts';
import { ConfirmItemDialog } from '../../components/ui/confirm-dialog.tsx';
import { ListFilters } from '../../components/ui/list-filters.tsx';
import { namedOptions, withAll } from '../../components/ui/select.tsx';
import { TooltipProvider } from '../../components/ui/tooltip.tsx';
import { pageParam, searchParam, useListParams } from '../../lib/use-list-params.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { AddButton } from '../lib/add-button.tsx';
import { PageHeader } from '../lib/page-header.tsx';
import { PagedList } from '../lib/paged-list.tsx';
import { deleteProduct } from './catalog-api.ts';
import { orToastFailure } from './catalog-toasts.ts';
import { ProductDialog, type ProductEditing } from './product-dialog.tsx';
import { type ProductCallbacks, ProductList } from './product-list.tsx';
import { productStatusOptions } from './status-pill.tsx';
import { useCatalogRefresh, useCategories, useProducts } from './use-catalog.ts';

const statuses = ['todos', 'ativo', 'inativo'] as const;
const statusOptions = withAll(productStatusOptions);

const catalogueParams = z.object({
  busca: searchParam,
  categoria: z.string().catch(''),
  status: z.enum(statuses).catch('todos'),
  pagina: pageParam,
});

export function CataloguePage() {
  usePageTitle('Catálogo');
  const [params, , bind] = useListParams(catalogueParams);
  const [editing, setEditing] = useState<ProductEditing | null>(null);
  const [deleting, setDeleting] = useState<ProductRow | null>(null);
  const categories = useCategories();
  const products = useProducts({
    q: params.busca,
    categoryId: params.categoria,
    status: params.status,
    page: params.pagina,
  });
  const refresh = useCatalogRefresh();
  const callbacks: ProductCallbacks = {
    onEdit: (product) => setEditing({ mode: 'edit', product }),
    onDuplicate: (product) => setEditing({ mode: 'duplicate', product }),
    onDelete: setDeleting,
  };

  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader
        eyebrow="Lista de Presentes"
        title="Catálogo"
        lead="Os produtos que os casais escolhem para as listas de presentes."
        actions={<AddButton onClick={() => setEditing({ mode: 'create' })}>Adicionar item</AddButton>}
      />
      <ListFilters
        className="mt-6 sm:grid-cols-[minmax(0,1fr)_14rem_10rem] sm:items-end"
        search={{
          id: 'buscar-produto',
          label: 'Buscar produto',
          placeholder: 'Ex.: cafeteira, jogo de panelas',
          ...bind('busca'),
        }}
        filters={[
          {
            kind: 'select',
            id: 'filtro-categoria',
            label: 'Categoria',
            options: [['', 'Todas as categorias'], ...namedOptions(categories.data ?? [])],
            ...bind('categoria'),
          },
          { kind: 'select', id: 'filtro-status', label: 'Status', options: statusOptions, ...bind('status') },
        ]}
      />
      <PagedList
        query={products}
        className="mt-5 grid gap-4"
        empty="Nenhum produto encontrado. Confira a busca e os filtros."
        noun="produtos"
        pager="Páginas do catálogo"
        page={bind('pagina')}
      >
        {(data) => (
          <TooltipProvider delayDuration={200}>
            <ProductList items={data.items} {...callbacks} />
          </TooltipProvider>
        )}
      </PagedList>
      <ProductDialog
        editing={editing}
        categories={categories.data ?? []}
        onClose={() => setEditing(null)}
        onSaved={refresh}
      />
      <ConfirmItemDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        title={catalogMessages.productDeleteConfirm}
        describe={(product) => `"${product.name}": ${catalogMessages.productDeleteHint}`}
        confirmLabel="Excluir produto"
        onConfirm={async (product) => {
          await orToastFailure(deleteProduct(product.id), catalogMessages.productDeleteError);
          toast.success(catalogMessages.productDeleted, { description: product.name });
          await refresh();
        }}
      />
    </section>
  );
}
