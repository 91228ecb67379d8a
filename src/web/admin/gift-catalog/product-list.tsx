// The catalogue's products on the list kit: a table where there is room (image, item, category and
// subcategory, price, type, status, actions), one card per product on phones. At most 3 tags, then "+N".
import { Copy, Pencil } from 'lucide-react';
import type { ProductRow } from '../../../shared/gift-catalog.ts';
import { formatBRL } from '../../../shared/money.ts';
import { GiftPicture } from '../../components/gifts/gift-picture.tsx';
import type { DataColumn } from '../../components/ui/data-table.tsx';
import { AdminTable } from '../lib/admin-table.tsx';
import { moneyColumn } from '../lib/columns.ts';
import { RowDeleteButton, RowIconButton } from './row-actions.tsx';
import { StatusPill } from './status-pill.tsx';

export interface ProductCallbacks {
  onEdit: (p: ProductRow) => void;
  onDuplicate: (p: ProductRow) => void;
  onDelete: (p: ProductRow) => void;
}

const MAX_TAGS = 3;

export function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  const rest = tags.length - MAX_TAGS;
  return (
    <ul className="mt-1.5 flex flex-wrap gap-1 font-normal" aria-label="Tags">
      {tags.slice(0, MAX_TAGS).map((t) => (
        <li key={t} className="rounded-full bg-brand-soft px-2 py-0.5 text-xs text-brand-dark">
          {t}
        </li>
      ))}
      {rest > 0 && (
        <li className="rounded-full bg-ink/5 px-2 py-0.5 text-xs font-semibold text-muted">
          <span aria-hidden="true">+{rest}</span>
          <span className="sr-only">e mais {rest}</span>
        </li>
      )}
    </ul>
  );
}

function Actions({ p, onEdit, onDuplicate, onDelete }: { p: ProductRow } & ProductCallbacks) {
  return (
    <div className="flex items-center justify-end gap-0.5">
      <RowIconButton icon={Pencil} label={`Editar ${p.name}`} onClick={() => onEdit(p)} />
      <RowIconButton icon={Copy} label={`Duplicar ${p.name}`} onClick={() => onDuplicate(p)} />
      <RowDeleteButton label={`Excluir ${p.name}`} blockedReason={null} onDelete={() => onDelete(p)} />
    </div>
  );
}

const status = (p: ProductRow) => (
  <StatusPill active={p.status === 'ativo'} label={p.status === 'ativo' ? 'Ativo' : 'Inativo'} />
);

const columns: DataColumn<ProductRow>[] = [
  {
    id: 'imagem',
    header: 'Imagem',
    width: 'w-20',
    cell: (p) => <GiftPicture url={p.imageUrl} className="size-14 rounded-xl" />,
  },
  {
    id: 'item',
    header: 'Item',
    rowHeader: true,
    cell: (p) => (
      <div className="font-normal">
        <span className="font-semibold break-words text-ink">{p.name}</span>
        {p.description && <span className="block truncate text-xs text-muted">{p.description}</span>}
        <Tags tags={p.tags} />
      </div>
    ),
  },
  {
    id: 'categoria',
    header: 'Categoria',
    width: 'w-[11rem]',
    cell: (p) => (
      <>
        <span className="block text-ink">{p.categoryName}</span>
        <span className="block text-xs text-muted">{p.subcategoryName}</span>
      </>
    ),
  },
  {
    ...moneyColumn('preco', 'Preço', (p) => p.priceCents, 'font-semibold text-ink tabular-nums'),
    width: 'w-[7.5rem]',
  },
  { id: 'tipo', header: 'Tipo', width: 'w-[8rem]', cell: (p) => p.itemType },
  { id: 'status', header: 'Status', width: 'w-[6rem]', cell: status },
];

/** A card's text beside the picture: name, category, price, type and status on one line, tags. */
function CardText({ p }: { p: ProductRow }) {
  return (
    <>
      <h2 className="text-base leading-snug">{p.name}</h2>
      <p className="text-xs font-normal text-muted">
        {p.categoryName} · {p.subcategoryName}
      </p>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm font-normal">
        <span className="font-semibold text-ink tabular-nums">{formatBRL(p.priceCents)}</span>
        <span className="text-muted">{p.itemType}</span>
        {status(p)}
      </p>
      <Tags tags={p.tags} />
    </>
  );
}

/** The products of one page: a table from 1024 px, one card per product (with its picture) below. */
export function ProductList({ items, ...callbacks }: { items: ProductRow[] } & ProductCallbacks) {
  return (
    <AdminTable
      caption="Produtos do catálogo"
      columns={columns}
      rows={items}
      actions={(p) => <Actions p={p} {...callbacks} />}
      actionsWidth="w-[9rem]"
      cardAside={(p) => <GiftPicture url={p.imageUrl} className="size-20 rounded-2xl" />}
      cardFields={false}
      cardTitle={(p) => <CardText p={p} />}
      cardActions="bottom"
      minWidth="min-w-[60rem]"
      fixed
      alignTop
      rowClassName="hover:bg-cream/50"
    />
  );
}
