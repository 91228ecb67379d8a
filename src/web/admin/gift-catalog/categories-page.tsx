// "Categorias" (SPEC 2.8): search, the list kit's table (cards on phones) with icon, name, status,
// subcategory and product counts and order, and the add, edit, subcategories and delete actions
// with the rules of SPEC 5.
import { FolderTree, Pencil } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { type CategoryRow, catalogMessages, categoryIconLabels } from '../../../shared/gift-catalog.ts';
import { plural } from '../../../shared/plural.ts';
import { searchKey } from '../../../shared/text.ts';
import { ConfirmItemDialog } from '../../components/ui/confirm-dialog.tsx';
import type { DataColumn } from '../../components/ui/data-table.tsx';
import { ListState } from '../../components/ui/list-state.tsx';
import { LabelledSearch } from '../../components/ui/search-input.tsx';
import { TooltipProvider } from '../../components/ui/tooltip.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { AddButton } from '../lib/add-button.tsx';
import { AdminTable } from '../lib/admin-table.tsx';
import { countColumn } from '../lib/columns.ts';
import { PageHeader } from '../lib/page-header.tsx';
import { deleteCategory } from './catalog-api.ts';
import { orToastFailure } from './catalog-toasts.ts';
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

const icon = (c: CategoryRow) => (
  <CategoryIcon name={c.icon} label={c.icon ? categoryIconLabels[c.icon] : undefined} />
);

const columns: DataColumn<CategoryRow>[] = [
  { id: 'icone', header: 'Ícone', width: 'w-[4.5rem]', cell: icon },
  {
    id: 'nome',
    header: 'Nome',
    rowHeader: true,
    cell: (c) => (
      <div className="font-normal">
        <span className="font-semibold text-ink">{c.name}</span>
        {c.description && <span className="block max-w-md truncate text-xs text-muted">{c.description}</span>}
      </div>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    width: 'w-[7rem]',
    cell: (c) => <StatusBadge status={c.status} />,
  },
  { ...countColumn('subcategorias', 'Subcategorias', (c) => c.subcategoryCount), width: 'w-[8.5rem]' },
  { ...countColumn('produtos', 'Produtos', (c) => c.productCount), width: 'w-[6rem]' },
  { ...countColumn('ordem', 'Ordem', (c) => c.displayOrder), width: 'w-[5rem]' },
];

/** The card's title: the name, its counts and order, and the status at the right. */
function CardTitle({ c }: { c: CategoryRow }) {
  return (
    <div className="flex items-start gap-3">
      <div className="min-w-0 flex-1">
        <h2 className="text-base break-words">{c.name}</h2>
        <p className="text-xs font-normal text-muted">
          {plural(c.subcategoryCount, 'subcategoria', 'subcategorias')} ·{' '}
          {plural(c.productCount, 'produto', 'produtos')} · ordem {c.displayOrder}
        </p>
      </div>
      <StatusBadge status={c.status} />
    </div>
  );
}

function CategoryList({ rows, ...callbacks }: { rows: CategoryRow[] } & RowCallbacks) {
  return (
    <AdminTable
      caption="Categorias do catálogo"
      columns={columns}
      rows={rows}
      actions={(c) => <Actions c={c} {...callbacks} />}
      actionsWidth="w-[9.5rem]"
      cardsBelow="md"
      cardAside={icon}
      cardFields={false}
      cardTitle={(c) => <CardTitle c={c} />}
      cardActions="bottom"
      minWidth="min-w-[48rem]"
      fixed
      rowClassName="hover:bg-cream/50"
    />
  );
}

export function CategoriesPage() {
  usePageTitle('Categorias');
  const categories = useCategories();
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<CategoryRow | null | undefined>(undefined);
  const [subsOf, setSubsOf] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CategoryRow | null>(null);
  const refresh = useCatalogRefresh();

  const words = searchKey(q).split(' ').filter(Boolean);
  const matching = (all: CategoryRow[]) =>
    all.filter((c) => words.every((w) => searchKey(c.name).includes(w)));
  const callbacks: RowCallbacks = {
    onEdit: setEditing,
    onSubcategories: (c) => setSubsOf(c.id),
    onDelete: setDeleting,
  };
  return (
    <section className="mx-auto max-w-6xl">
      <PageHeader
        eyebrow="Lista de Presentes"
        title="Categorias"
        lead="As categorias e subcategorias do catálogo, na ordem em que aparecem."
        actions={<AddButton onClick={() => setEditing(null)}>Nova categoria</AddButton>}
      />
      <div className="mt-6">
        <LabelledSearch
          id="buscar-categoria"
          label="Buscar categoria"
          placeholder="Nome da categoria"
          onSearch={setQ}
        />
      </div>
      <ListState
        query={categories}
        className="mt-5 grid gap-4"
        isEmpty={(all) => matching(all).length === 0}
        empty="Nenhuma categoria encontrada."
      >
        {(all) => (
          <TooltipProvider delayDuration={200}>
            <CategoryList rows={matching(all)} {...callbacks} />
          </TooltipProvider>
        )}
      </ListState>
      <CategoryDialog category={editing} onClose={() => setEditing(undefined)} onSaved={refresh} />
      <SubcategoriesDialog
        category={categories.data?.find((c) => c.id === subsOf) ?? null}
        onClose={() => setSubsOf(null)}
        onChanged={refresh}
      />
      <ConfirmItemDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        title={catalogMessages.categoryDeleteConfirm}
        describe={(category) => `"${category.name}" sai do catálogo. Essa ação não pode ser desfeita.`}
        confirmLabel="Excluir"
        onConfirm={async (category) => {
          await orToastFailure(deleteCategory(category.id), catalogMessages.categoryDeleteError);
          toast.success(catalogMessages.categoryDeleted);
          await refresh();
        }}
      />
    </section>
  );
}
