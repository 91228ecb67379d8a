// "Categorias" (SPEC 2.8): search, a table with icon, name, status, subcategory and product counts
// and order, and the add, edit, subcategories and delete actions with the rules of SPEC 5.
import { FolderTree, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { type CategoryRow, catalogMessages, categoryIconLabels } from '../../../shared/gift-catalog.ts';
import { searchKey } from '../../../shared/text.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { TooltipProvider } from '../../components/ui/tooltip.tsx';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { AdminSearch } from './admin-search.tsx';
import { deleteCategory } from './catalog-api.ts';
import { toastFailure } from './catalog-toasts.ts';
import { CategoryDialog } from './category-dialog.tsx';
import { CategoryIcon } from './category-icon.tsx';
import { RowDeleteButton, RowIconButton } from './row-actions.tsx';
import { StatusPill } from './status-pill.tsx';
import { SubcategoriesDialog } from './subcategories-dialog.tsx';
import { useCatalogRefresh, useCategories } from './use-catalog.ts';

interface RowCallbacks {
  onEdit: (c: CategoryRow) => void;
  onSubcategories: (c: CategoryRow) => void;
  onDelete: (c: CategoryRow) => void;
}

function StatusBadge({ status }: { status: CategoryRow['status'] }) {
  return <StatusPill active={status === 'ativa'} label={status === 'ativa' ? 'Ativa' : 'Inativa'} />;
}

function Actions({ c, onEdit, onSubcategories, onDelete }: { c: CategoryRow } & RowCallbacks) {
  const inUse = c.subcategoryCount > 0 || c.productCount > 0;
  return (
    <div className="flex items-center justify-end gap-1">
      <RowIconButton icon={Pencil} label={`Editar ${c.name}`} onClick={() => onEdit(c)} />
      <RowIconButton
        icon={FolderTree}
        label={`Subcategorias de ${c.name}`}
        onClick={() => onSubcategories(c)}
      />
      <RowDeleteButton
        label={`Excluir ${c.name}`}
        blockedReason={inUse ? catalogMessages.categoryInUseTooltip : null}
        onDelete={() => onDelete(c)}
        onBlocked={() =>
          toast.error(catalogMessages.categoryInUseTitle, {
            description: catalogMessages.categoryInUseDescription,
          })
        }
      />
    </div>
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-muted uppercase';
const td = 'px-4 py-3 align-middle';

function CategoryTable({ rows, ...callbacks }: { rows: CategoryRow[] } & RowCallbacks) {
  return (
    <div className="overflow-x-auto rounded-3xl bg-white shadow-sm ring-1 ring-ink/5">
      <table className="w-full min-w-[48rem] table-fixed text-sm">
        <caption className="sr-only">Categorias do catálogo</caption>
        <colgroup>
          <col className="w-[4.5rem]" />
          <col />
          <col className="w-[7rem]" />
          <col className="w-[8.5rem]" />
          <col className="w-[6rem]" />
          <col className="w-[5rem]" />
          <col className="w-[9.5rem]" />
        </colgroup>
        <thead className="border-b border-ink/5 bg-cream/60">
          <tr>
            <th scope="col" className={th}>
              Ícone
            </th>
            <th scope="col" className={th}>
              Nome
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={`${th} text-right`}>
              Subcategorias
            </th>
            <th scope="col" className={`${th} text-right`}>
              Produtos
            </th>
            <th scope="col" className={`${th} text-right`}>
              Ordem
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink/5">
          {rows.map((c) => (
            <tr key={c.id} className="hover:bg-cream/50">
              <td className={td}>
                <CategoryIcon name={c.icon} label={c.icon ? categoryIconLabels[c.icon] : undefined} />
              </td>
              <th scope="row" className={`${td} text-left font-normal`}>
                <span className="font-semibold text-ink">{c.name}</span>
                {c.description && (
                  <span className="block max-w-md truncate text-xs text-muted">{c.description}</span>
                )}
              </th>
              <td className={td}>
                <StatusBadge status={c.status} />
              </td>
              <td className={`${td} text-right tabular-nums`}>{c.subcategoryCount}</td>
              <td className={`${td} text-right tabular-nums`}>{c.productCount}</td>
              <td className={`${td} text-right tabular-nums`}>{c.displayOrder}</td>
              <td className={td}>
                <Actions c={c} {...callbacks} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CategoryCards({ rows, ...callbacks }: { rows: CategoryRow[] } & RowCallbacks) {
  return (
    <ul className="grid gap-3">
      {rows.map((c) => (
        <li key={c.id} className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-ink/5">
          <div className="flex items-start gap-3">
            <CategoryIcon name={c.icon} label={c.icon ? categoryIconLabels[c.icon] : undefined} />
            <div className="min-w-0 flex-1">
              <h2 className="font-semibold break-words text-ink">{c.name}</h2>
              <p className="text-xs text-muted">
                {plural(c.subcategoryCount, 'subcategoria', 'subcategorias')} ·{' '}
                {plural(c.productCount, 'produto', 'produtos')} · ordem {c.displayOrder}
              </p>
            </div>
            <StatusBadge status={c.status} />
          </div>
          <div className="mt-2">
            <Actions c={c} {...callbacks} />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function CategoriesPage() {
  usePageTitle('Categorias');
  const wide = useMediaQuery('(min-width: 768px)');
  const categories = useCategories();
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<CategoryRow | null | undefined>(undefined);
  const [subsOf, setSubsOf] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CategoryRow | null>(null);
  const refresh = useCatalogRefresh();

  const words = searchKey(q).split(' ').filter(Boolean);
  const rows = (categories.data ?? []).filter((c) => words.every((w) => searchKey(c.name).includes(w)));
  const callbacks: RowCallbacks = {
    onEdit: setEditing,
    onSubcategories: (c) => setSubsOf(c.id),
    onDelete: setDeleting,
  };
  return (
    <section className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-teal-dark uppercase">
            Lista de Presentes
          </p>
          <h1 className="mt-1 font-serif text-3xl font-bold text-ink">Categorias</h1>
          <p className="mt-1 text-muted">
            As categorias e subcategorias do catálogo, na ordem em que aparecem.
          </p>
        </div>
        <Button onClick={() => setEditing(null)}>
          <Plus className="size-4" aria-hidden="true" />
          Nova categoria
        </Button>
      </div>
      <div className="mt-6">
        <AdminSearch
          id="buscar-categoria"
          label="Buscar categoria"
          placeholder="Nome da categoria"
          onSearch={setQ}
        />
      </div>
      <div className="mt-5">
        {categories.isError && <FormError message={categories.error.message} />}
        {categories.isPending && <p className="py-10 text-center text-muted">Carregando...</p>}
        {categories.data && rows.length === 0 && (
          <p className="rounded-3xl bg-white p-8 text-center text-muted ring-1 ring-ink/5">
            Nenhuma categoria encontrada.
          </p>
        )}
        {rows.length > 0 && (
          <TooltipProvider delayDuration={200}>
            {wide ? (
              <CategoryTable rows={rows} {...callbacks} />
            ) : (
              <CategoryCards rows={rows} {...callbacks} />
            )}
          </TooltipProvider>
        )}
      </div>
      <CategoryDialog category={editing} onClose={() => setEditing(undefined)} onSaved={refresh} />
      <SubcategoriesDialog
        category={categories.data?.find((c) => c.id === subsOf) ?? null}
        onClose={() => setSubsOf(null)}
        onChanged={refresh}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={catalogMessages.categoryDeleteConfirm}
        description={
          deleting ? `"${deleting.name}" sai do catálogo. Essa ação não pode ser desfeita.` : undefined
        }
        confirmLabel="Excluir"
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await deleteCategory(deleting.id);
          } catch (err) {
            toastFailure(catalogMessages.categoryDeleteError, err);
            throw err;
          }
          toast.success(catalogMessages.categoryDeleted);
          await refresh();
        }}
      />
    </section>
  );
}
