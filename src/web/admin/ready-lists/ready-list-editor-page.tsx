// The admin list editor (SPEC 2.7 `/admin/lista-de-presentes/editar-lista`): a ready-made list's
// totals, search, category and price filters with counts, sort (lowest price first), add from the
// catalogue, remove, empty the list, and the three promo cards.
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { emptyFilters, type GiftFilters } from '../../../shared/gift-list.ts';
import { formatBRL } from '../../../shared/money.ts';
import { type ReadyListProduct, readyListMessages } from '../../../shared/ready-lists.ts';
import { AddGiftTile } from '../../components/gifts/add-gift-tile.tsx';
import { CatalogPickerDialog } from '../../components/gifts/catalog-picker-dialog.tsx';
import { GiftBoard } from '../../components/gifts/gift-board.tsx';
import { GiftTile, tileActionClass } from '../../components/gifts/gift-tile.tsx';
import { PromoCards } from '../../components/gifts/promo-cards.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { catalogKeys, searchProducts } from '../gift-catalog/catalog-api.ts';
import { useCategories } from '../gift-catalog/use-catalog.ts';
import { adminPagePaths } from '../layout/admin-paths.ts';
import { editorUrl } from './ready-list-paths.ts';
import {
  addReadyListProduct,
  fetchReadyList,
  readyListKeys,
  removeReadyListProduct,
} from './ready-lists-api.ts';
import { useReadyLists, useReadyListsRefresh } from './use-ready-lists.ts';

function ChooseList() {
  const lists = useReadyLists();
  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="font-serif text-3xl font-bold text-ink">Editar lista</h1>
      <p className="mt-1 text-muted">Escolham a lista pronta que querem montar.</p>
      <ul className="mt-6 grid gap-3">
        {lists.data?.map((l) => (
          <li key={l.id}>
            <Link
              to={editorUrl(l.id)}
              className="flex items-center justify-between gap-4 rounded-3xl bg-white p-5 font-semibold text-ink shadow-sm ring-1 ring-ink/5 hover:bg-brand-soft"
            >
              {l.name}
              <span className="text-sm font-normal text-muted">{l.itemCount} produtos</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ReadyListEditorPage() {
  const [params] = useSearchParams();
  const id = params.get('lista');
  return id ? <ListEditor key={id} id={id} /> : <ChooseList />;
}

function ListEditor({ id }: { id: string }) {
  const list = useQuery({
    queryKey: readyListKeys.one(id),
    queryFn: ({ signal }) => fetchReadyList(id, signal),
  });
  const categories = useCategories();
  const [filters, setFilters] = useState<GiftFilters>(emptyFilters);
  const [picking, setPicking] = useState(false);
  const [clearing, setClearing] = useState(false);
  usePageTitle(list.data ? `Editar ${list.data.name}` : 'Editar lista');
  const refresh = useReadyListsRefresh();

  if (list.isError) return <FormError message={list.error.message} />;
  if (!list.data) return <p className="py-10 text-center text-muted">Carregando...</p>;
  const data = list.data;
  const onList = new Set(data.products.map((p) => p.id));

  async function remove(product: ReadyListProduct) {
    try {
      await removeReadyListProduct(id, product.id);
      toast.success(readyListMessages.productRemoved, { description: product.name });
      await refresh();
    } catch (err) {
      toast.error(err instanceof Error ? err.message : String(err));
    }
  }

  return (
    <section className="mx-auto max-w-7xl">
      <Link
        to={adminPagePaths.readyLists}
        className="inline-flex min-h-10 items-center gap-2 text-sm font-semibold text-brand-dark"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Listas Prontas
      </Link>
      <h1 className="mt-1 font-serif text-3xl font-bold break-words text-ink">{data.name}</h1>
      <dl className="mt-4 grid max-w-xl grid-cols-2 gap-3">
        <div className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-ink/5">
          <dt className="text-sm text-muted">Total de produtos</dt>
          <dd className="font-serif text-2xl font-bold text-ink tabular-nums">{data.itemCount}</dd>
        </div>
        <div className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-ink/5">
          <dt className="text-sm text-muted">Valor total da lista</dt>
          <dd className="font-serif text-2xl font-bold text-ink tabular-nums">
            {formatBRL(data.totalCents)}
          </dd>
        </div>
      </dl>
      <div className="mt-6">
        <GiftBoard
          idPrefix="lista-pronta"
          items={data.products}
          categories={(categories.data ?? []).map((c) => ({ id: c.id, name: c.name }))}
          filters={filters}
          onFilters={setFilters}
          addTile={
            <AddGiftTile
              label="Adicionar produto"
              hint="Escolha no catálogo"
              onClick={() => setPicking(true)}
            />
          }
          actions={
            <Button
              variant="outline"
              size="md"
              disabled={data.itemCount === 0}
              onClick={() => setClearing(true)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              Esvaziar lista
            </Button>
          }
          tile={(p) => (
            <GiftTile
              name={p.name}
              imageUrl={p.imageUrl}
              categoryName={p.categoryName}
              price={formatBRL(p.priceCents)}
              muted={
                p.status === 'inativo'
                  ? 'Inativo no catálogo: os casais não recebem este produto.'
                  : undefined
              }
              actions={
                <IconButton
                  icon={Trash2}
                  label={`Remover ${p.name}`}
                  className={tileActionClass}
                  onClick={() => remove(p)}
                />
              }
            />
          )}
        />
      </div>
      <div className="mt-10">
        <PromoCards
          cards={[
            {
              key: 'custom',
              title: 'Presente personalizado',
              text: 'Crie no catálogo um produto que ainda não existe e inclua nesta lista.',
              action: (
                <ButtonLink to={adminPagePaths.catalogue} variant="outline" size="sm">
                  Ir ao catálogo
                </ButtonLink>
              ),
            },
            {
              key: 'ready',
              title: 'Listas prontas',
              text: 'Veja e organize as outras listas que os casais podem usar.',
              action: (
                <ButtonLink to={adminPagePaths.readyLists} variant="outline" size="sm">
                  Ver listas prontas
                </ButtonLink>
              ),
            },
            {
              key: 'catalogue',
              title: 'Mais de 20.000 itens',
              text: 'Busque no catálogo por nome ou categoria e adicione com um clique.',
              action: (
                <Button variant="outline" size="sm" onClick={() => setPicking(true)}>
                  Escolher do catálogo
                </Button>
              ),
            },
          ]}
        />
      </div>
      <CatalogPickerDialog
        open={picking}
        onOpenChange={setPicking}
        description={`Os produtos escolhidos entram na lista "${data.name}".`}
        categories={(categories.data ?? []).map((c) => ({ id: c.id, name: c.name }))}
        queryKey={[...catalogKeys.products, 'picker']}
        search={(q, signal) => searchProducts({ ...q, status: 'ativo' }, signal)}
        isAdded={(productId) => onList.has(productId)}
        onAdd={async (product) => {
          await addReadyListProduct(id, product.id);
          toast.success(readyListMessages.productAdded, { description: product.name });
          await refresh();
        }}
      />
      <ConfirmDialog
        open={clearing}
        onOpenChange={setClearing}
        title="Esvaziar a lista?"
        description={`Os ${data.itemCount} produtos saem de "${data.name}". Os casais que já usaram a lista não são afetados.`}
        confirmLabel="Esvaziar lista"
        onConfirm={async () => {
          await removeReadyListProduct(id, null);
          toast.success(readyListMessages.cleared);
          await refresh();
        }}
      />
    </section>
  );
}
