// "Adicionar Outras Listas": named lists beside the wedding list (Chá de Panela, Chá Bar...), each
// with its own gifts and shown as a tab of the site's gift section.
import { Check, ListChecks, Pencil, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { type GiftListSummary, listNameSchema, MAX_LISTS } from '../../../shared/gift-list.ts';
import { formatBRL } from '../../../shared/money.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { ConfirmItemDialog } from '../../components/ui/confirm-dialog.tsx';
import { Form, FormField, useZodForm } from '../../components/ui/form.tsx';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NameSuggestions } from '../name-suggestions.tsx';
import { createList, deleteList, renameList } from './gift-list-api.ts';
import { listUrl } from './list-switcher.tsx';
import { CardSubmit, NarrowPage, PageCard } from './page-card.tsx';
import { useGiftListWrite, useLoadedGiftList } from './use-gift-list.ts';

const suggestions = ['Chá de Panela', 'Chá Bar', 'Chá de Casa Nova', 'Lua de Mel'];
const iconButton =
  'grid size-10 shrink-0 place-items-center rounded-full text-muted hover:bg-brand-soft hover:text-brand-dark';

function RenameForm({ list, onDone }: { list: GiftListSummary; onDone: () => void }) {
  const { weddingId } = useLoadedGiftList();
  const write = useGiftListWrite();
  const form = useZodForm(listNameSchema, { defaultValues: { name: list.name } });
  return (
    <Form
      form={form}
      summarize
      className="grid gap-2"
      onSubmit={async ({ name }) => {
        await write(() => renameList(weddingId, list.id, name), 'Lista renomeada', name);
        onDone();
      }}
    >
      <div className="flex items-end gap-2">
        <FormField
          form={form}
          name="name"
          id={`renomear-${list.id}`}
          label="Nome da lista"
          className="min-w-0 flex-1"
        >
          {(control) => <Input {...control} maxLength={60} />}
        </FormField>
        <button type="submit" className={iconButton} aria-label={`Salvar o nome de ${list.name}`}>
          <Check className="size-4" aria-hidden="true" />
        </button>
        <button type="button" className={iconButton} aria-label="Cancelar" onClick={onDone}>
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </Form>
  );
}

function ListRow({ list, onDelete }: { list: GiftListSummary; onDelete: (l: GiftListSummary) => void }) {
  const [renaming, setRenaming] = useState(false);
  return (
    <li className="rounded-2xl p-3 ring-1 ring-ink/10">
      {renaming ? (
        <RenameForm list={list} onDone={() => setRenaming(false)} />
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <div className="min-w-0 flex-[1_1_12rem]">
            <p className="font-semibold break-words text-ink">
              {list.name}
              {list.isMain && <span className="font-normal text-muted"> (principal)</span>}
            </p>
            <p className="text-sm text-muted">
              {list.itemCount} {list.itemCount === 1 ? 'presente' : 'presentes'} ·{' '}
              {formatBRL(list.totalCents)}
            </p>
          </div>
          <ButtonLink to={listUrl(list.id, list.isMain)} variant="outline" size="sm">
            <ListChecks className="size-4" aria-hidden="true" />
            Editar presentes<span className="sr-only"> de {list.name}</span>
          </ButtonLink>
          <IconButton
            icon={Pencil}
            label={`Renomear ${list.name}`}
            className={iconButton}
            onClick={() => setRenaming(true)}
          />
          {!list.isMain && (
            <IconButton
              icon={Trash2}
              label={`Excluir ${list.name}`}
              className={`${iconButton} hover:bg-danger-soft hover:text-danger`}
              onClick={() => onDelete(list)}
            />
          )}
        </div>
      )}
    </li>
  );
}

export function OtherListsPage() {
  const { weddingId, state } = useLoadedGiftList();
  const write = useGiftListWrite();
  const form = useZodForm(listNameSchema, { defaultValues: { name: '' } });
  const [deleting, setDeleting] = useState<GiftListSummary | null>(null);
  const full = state.lists.length >= MAX_LISTS;

  return (
    <NarrowPage
      title="Adicionar outras listas"
      lead="Além da lista de casamento, criem listas para outras festas, como um Chá de Panela. Cada uma tem seus presentes e aparece como uma aba na Lista de Presentes do site."
    >
      <PageCard title="Nova lista" id="nova-lista">
        <Form
          form={form}
          summarize
          className="grid gap-3"
          onSubmit={async ({ name }) => {
            await write(() => createList(weddingId, name), 'Lista criada', name);
            form.reset();
          }}
        >
          <FormField form={form} name="name" id="nova-lista-nome" label="Nome da lista">
            {(control) => (
              <div className="flex flex-col gap-3 sm:flex-row">
                <Input {...control} maxLength={60} disabled={full} />
                <CardSubmit disabled={full} className="shrink-0">
                  Criar lista
                </CardSubmit>
              </div>
            )}
          </FormField>
          <NameSuggestions names={suggestions} onPick={(name) => form.setValue('name', name)} />
        </Form>
      </PageCard>
      <PageCard title="Listas de vocês" id="listas-do-casal">
        <ul className="grid gap-2">
          {state.lists.map((l) => (
            <ListRow key={l.id} list={l} onDelete={setDeleting} />
          ))}
        </ul>
      </PageCard>
      <ConfirmItemDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        title={`Excluir a lista "${deleting?.name ?? ''}"?`}
        describe={() =>
          'A lista e os presentes dela saem do painel e do site. Essa ação não pode ser desfeita.'
        }
        confirmLabel="Excluir lista"
        onConfirm={(list) => write(() => deleteList(weddingId, list.id), 'Lista excluída', list.name)}
      />
    </NarrowPage>
  );
}
