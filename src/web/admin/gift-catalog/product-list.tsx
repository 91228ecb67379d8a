// The catalogue's products: a table where there is room (image, item, category and subcategory,
// price, type, status, actions), one card per product on phones. At most 3 tags, then "+N".
import { Copy, Pencil } from 'lucide-react';
import type { ProductRow } from '../../../shared/gift-catalog.ts';
import { formatBRL } from '../../../shared/money.ts';
import { GiftPicture } from '../../components/gifts/gift-picture.tsx';
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
    <ul className="mt-1.5 flex flex-wrap gap-1" aria-label="Tags">
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
const th = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-muted uppercase';
const td = 'px-3 py-3 align-top';

export function ProductTable({ items, ...callbacks }: { items: ProductRow[] } & ProductCallbacks) {
  return (
    <div className="overflow-x-auto rounded-3xl bg-white shadow-sm ring-1 ring-ink/5">
      <table className="w-full min-w-[60rem] table-fixed text-sm">
        <caption className="sr-only">Produtos do catálogo</caption>
        <colgroup>
          <col className="w-20" />
          <col />
          <col className="w-[11rem]" />
          <col className="w-[7.5rem]" />
          <col className="w-[8rem]" />
          <col className="w-[6rem]" />
          <col className="w-[9rem]" />
        </colgroup>
        <thead className="border-b border-ink/5 bg-cream/60">
          <tr>
            <th scope="col" className={th}>
              Imagem
            </th>
            <th scope="col" className={th}>
              Item
            </th>
            <th scope="col" className={th}>
              Categoria
            </th>
            <th scope="col" className={`${th} text-right`}>
              Preço
            </th>
            <th scope="col" className={th}>
              Tipo
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink/5">
          {items.map((p) => (
            <tr key={p.id} className="hover:bg-cream/50">
              <td className={td}>
                <GiftPicture url={p.imageUrl} className="size-14 rounded-xl" />
              </td>
              <th scope="row" className={`${td} text-left font-normal`}>
                <span className="font-semibold break-words text-ink">{p.name}</span>
                {p.description && <span className="block truncate text-xs text-muted">{p.description}</span>}
                <Tags tags={p.tags} />
              </th>
              <td className={td}>
                <span className="block text-ink">{p.categoryName}</span>
                <span className="block text-xs text-muted">{p.subcategoryName}</span>
              </td>
              <td className={`${td} text-right font-semibold text-ink tabular-nums`}>
                {formatBRL(p.priceCents)}
              </td>
              <td className={td}>{p.itemType}</td>
              <td className={td}>{status(p)}</td>
              <td className={td}>
                <Actions p={p} {...callbacks} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ProductCards({ items, ...callbacks }: { items: ProductRow[] } & ProductCallbacks) {
  return (
    <ul className="grid gap-3">
      {items.map((p) => (
        <li key={p.id} className="flex gap-3 rounded-3xl bg-white p-3 shadow-sm ring-1 ring-ink/5">
          <GiftPicture url={p.imageUrl} className="size-20 shrink-0 rounded-2xl" />
          <div className="min-w-0 flex-1">
            <h2 className="leading-snug font-semibold break-words text-ink">{p.name}</h2>
            <p className="text-xs text-muted">
              {p.categoryName} · {p.subcategoryName}
            </p>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
              <span className="font-semibold text-ink tabular-nums">{formatBRL(p.priceCents)}</span>
              <span className="text-muted">{p.itemType}</span>
              {status(p)}
            </p>
            <Tags tags={p.tags} />
            <Actions p={p} {...callbacks} />
          </div>
        </li>
      ))}
    </ul>
  );
}
