// "Editar minha lista" (SPEC 2.6): one of the couple's lists at a time, with search, category and
// price filters with counts, sort (lowest price first), add from the catalogue, a custom gift or a
// ready-made list, edit and remove gifts, and delete the whole list after a confirmation.
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  emptyFilters,
  type GiftFilters,
  type GiftItem,
  giftListMessages,
} from '../../../shared/gift-list.ts';
import { formatBRL } from '../../../shared/money.ts';
import { AddGiftTile } from '../../components/gifts/add-gift-tile.tsx';
import { CatalogPickerDialog } from '../../components/gifts/catalog-picker-dialog.tsx';
import { GiftBoard } from '../../components/gifts/gift-board.tsx';
import { GiftTile, tileActionClass } from '../../components/gifts/gift-tile.tsx';
import { PromoCards } from '../../components/gifts/promo-cards.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog, ConfirmItemDialog } from '../../components/ui/confirm-dialog.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { panelPaths } from '../layout/panel-paths.ts';
import { type AddChoice, AddGiftDialog } from './add-gift-dialog.tsx';
import { GiftFormDialog, type GiftFormTarget } from './gift-form-dialog.tsx';
import {
  addCustomGift,
  addProduct,
  clearList,
  deleteList,
  giftListKeys,
  removeGift,
  searchCatalog,
  updateGift,
} from './gift-list-api.ts';
import { giftListTexts as t } from './gift-list-texts.ts';
import { GiftTileDetails } from './gift-tile-details.tsx';
import { ListSwitcher } from './list-switcher.tsx';
import { ReadyListPickerDialog } from './ready-list-picker-dialog.tsx';
import { useGiftItems, useGiftListRefresh, useGiftListWrite, useLoadedGiftList } from './use-gift-list.ts';

export function EditListPage() {
  usePageTitle('Editar minha lista');
  const { weddingId, state } = useLoadedGiftList();
  const [params] = useSearchParams();
  const list = state.lists.find((l) => l.id === params.get('lista')) ?? state.lists[0];
  if (!list) return null;
  return <ListEditor key={list.id} weddingId={weddingId} listId={list.id} />;
}

function ListEditor({ weddingId, listId }: { weddingId: string; listId: string }) {
  const { state } = useLoadedGiftList();
  const list = state.lists.find((l) => l.id === listId)!;
  const items = useGiftItems(weddingId, listId);
  const refresh = useGiftListRefresh();
  const write = useGiftListWrite();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<GiftFilters>(emptyFilters);
  const [adding, setAdding] = useState(false);
  const [picker, setPicker] = useState<AddChoice | null>(null);
  const [form, setForm] = useState<GiftFormTarget | null>(null);
  const [removing, setRemoving] = useState<GiftItem | null>(null);
  const [deleting, setDeleting] = useState(false);
  const gifts = items.data ?? [];
  const onList = new Set(gifts.map((g) => g.productId).filter(Boolean));
  const categories = state.categories.map((c) => ({ id: c.id, name: c.name }));
  const categoryName = new Map(state.categories.map((c) => [c.id, c.name]));

  function choose(choice: AddChoice) {
    setAdding(false);
    if (choice === 'custom') setForm({ mode: 'create', listId });
    else setPicker(choice);
  }

  async function saveGift(target: GiftFormTarget, body: Record<string, unknown>) {
    if (target.mode === 'edit') await updateGift(weddingId, target.gift.id, body);
    else await addCustomGift(weddingId, target.listId, body as never);
    await refresh();
  }

  const promo = (
    <div className="grid gap-4">
      <p className="text-muted">{t.emptyList}</p>
      <PromoCards
        cards={[
          {
            key: 'custom',
            title: 'Presente personalizado',
            text: 'Um presente com a cara de vocês: nome, valor, foto e, se quiserem, dividido em cotas.',
            action: (
              <Button size="sm" onClick={() => choose('custom')}>
                {t.customGift}
              </Button>
            ),
          },
          {
            key: 'ready',
            title: 'Lista pronta',
            text: 'Casa, viagem, casamento ou divertidos: comecem com uma lista completa e ajustem depois.',
            action: (
              <Button size="sm" onClick={() => choose('ready')}>
                {t.fromReadyList}
              </Button>
            ),
          },
          {
            key: 'catalogue',
            title: 'Catálogo com mais de 20.000 itens',
            text: 'Busquem pelo nome ou naveguem pelas categorias e adicionem com um clique.',
            action: (
              <Button size="sm" onClick={() => choose('catalogue')}>
                {t.fromCatalogue}
              </Button>
            ),
          },
        ]}
      />
    </div>
  );

  return (
    <section className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl font-bold text-ink">Editar minha lista</h1>
          <p className="mt-1 text-muted">
            {list.name}: {list.itemCount} {list.itemCount === 1 ? 'presente' : 'presentes'} ·{' '}
            <strong className="text-ink">{formatBRL(list.totalCents)}</strong>
          </p>
        </div>
      </div>
      {state.lists.length > 0 && <ListSwitcher lists={state.lists} currentId={listId} />}
      {items.isError && <FormError message={items.error.message} />}
      {items.isPending ? (
        <p className="py-10 text-center text-muted">{t.loading}</p>
      ) : (
        <GiftBoard
          idPrefix="lista"
          items={gifts}
          categories={categories}
          filters={filters}
          onFilters={setFilters}
          empty={promo}
          addTile={<AddGiftTile label={t.addGift} hint={t.addGiftHint} onClick={() => setAdding(true)} />}
          actions={
            <Button
              variant="outline"
              disabled={list.isMain && gifts.length === 0}
              onClick={() => setDeleting(true)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {t.deleteList}
            </Button>
          }
          tile={(g) => (
            <GiftTile
              name={g.name}
              imageUrl={g.imageUrl}
              categoryName={g.categoryId ? categoryName.get(g.categoryId) : null}
              price={formatBRL(g.priceCents)}
              details={<GiftTileDetails gift={g} />}
              actions={
                <>
                  <IconButton
                    icon={Pencil}
                    label={`Editar ${g.name}`}
                    className={tileActionClass}
                    onClick={() => setForm({ mode: 'edit', gift: g })}
                  />
                  <IconButton
                    icon={Trash2}
                    label={`Remover ${g.name}`}
                    className={tileActionClass}
                    onClick={() => setRemoving(g)}
                  />
                </>
              }
            />
          )}
        />
      )}
      <AddGiftDialog open={adding} onOpenChange={setAdding} onChoose={choose} />
      <CatalogPickerDialog
        open={picker === 'catalogue'}
        onOpenChange={(open) => !open && setPicker(null)}
        description={`Os presentes escolhidos entram em "${list.name}". Depois vocês podem mudar o valor.`}
        categories={categories}
        queryKey={giftListKeys.catalog(weddingId)}
        search={(query, signal) => searchCatalog(weddingId, query, signal)}
        isAdded={(productId) => onList.has(productId)}
        onAdd={async (product) => {
          await write(
            () => addProduct(weddingId, listId, product.id),
            giftListMessages.giftAdded,
            product.name,
          );
        }}
      />
      <ReadyListPickerDialog
        weddingId={weddingId}
        listId={listId}
        open={picker === 'ready'}
        onOpenChange={(open) => !open && setPicker(null)}
        onAdded={refresh}
      />
      <GiftFormDialog
        weddingId={weddingId}
        target={form}
        categories={state.categories}
        onClose={() => setForm(null)}
        onSave={saveGift}
      />
      <ConfirmItemDialog
        item={removing}
        onClose={() => setRemoving(null)}
        title="Remover presente?"
        describe={(gift) => `"${gift.name}" sai da lista e do site.`}
        confirmLabel="Remover"
        pendingLabel="Removendo..."
        onConfirm={(gift) =>
          write(() => removeGift(weddingId, gift.id), giftListMessages.giftRemoved, gift.name)
        }
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={list.isMain ? 'Excluir todos os presentes da lista?' : `Excluir a lista "${list.name}"?`}
        description={
          list.isMain
            ? `Os ${gifts.length} presentes de "${list.name}" saem da lista e do site. Essa ação não pode ser desfeita.`
            : `A lista e os ${gifts.length} presentes dela saem do painel e do site. Essa ação não pode ser desfeita.`
        }
        confirmLabel={t.deleteList}
        onConfirm={async () => {
          await write(
            () => (list.isMain ? clearList(weddingId, listId) : deleteList(weddingId, listId)),
            giftListMessages.listCleared,
          );
          if (!list.isMain) navigate(panelPaths.giftListEditor);
        }}
      />
    </section>
  );
}
