// "Adicionar Outras Listas": named lists beside the wedding list (Chá de Panela, Chá Bar...), each
// with its own gifts and shown as a tab of the site's gift section.
import { Check, ListChecks, Pencil, Trash2, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { type GiftListSummary, listNameSchema, MAX_LISTS } from '../../../shared/gift-list.ts';
import { formatBRL } from '../../../shared/money.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { useFormAction } from '../../lib/use-form-action.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { createList, deleteList, renameList } from './gift-list-api.ts';
import { listUrl } from './list-switcher.tsx';
import { PageCard } from './page-card.tsx';
import { useGiftListRefresh, useLoadedGiftList } from './use-gift-list.ts';

const suggestions = ['Chá de Panela', 'Chá Bar', 'Chá de Casa Nova', 'Lua de Mel'];
const iconButton =
  'grid size-10 shrink-0 place-items-center rounded-full text-muted hover:bg-brand-soft hover:text-brand-dark';

function ListRow({ list, onDelete }: { list: GiftListSummary; onDelete: (l: GiftListSummary) => void }) {
  const { weddingId } = useLoadedGiftList();
  const refresh = useGiftListRefresh();
  const [name, setName] = useState<string | null>(null);
  const { error, fail, run } = useFormAction();
  function save(event: FormEvent) {
    event.preventDefault();
    const parsed = listNameSchema.safeParse({ name });
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? '');
    void run(async () => {
      await renameList(weddingId, list.id, parsed.data.name);
      await refresh();
      toast.success('Lista renomeada', { description: parsed.data.name });
      setName(null);
    });
  }
  return (
    <li className="rounded-2xl p-3 ring-1 ring-ink/10">
      {name !== null ? (
        <form onSubmit={save} noValidate className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <Label htmlFor={`renomear-${list.id}`}>Nome da lista</Label>
            <Input
              id={`renomear-${list.id}`}
              value={name}
              maxLength={60}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <button type="submit" className={iconButton} aria-label={`Salvar o nome de ${list.name}`}>
            <Check className="size-4" aria-hidden="true" />
          </button>
          <button type="button" className={iconButton} aria-label="Cancelar" onClick={() => setName(null)}>
            <X className="size-4" aria-hidden="true" />
          </button>
        </form>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <div className="min-w-0 flex-1">
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
          <button
            type="button"
            className={iconButton}
            aria-label={`Renomear ${list.name}`}
            onClick={() => setName(list.name)}
          >
            <Pencil className="size-4" aria-hidden="true" />
          </button>
          {!list.isMain && (
            <button
              type="button"
              className={`${iconButton} hover:bg-danger-soft hover:text-danger`}
              aria-label={`Excluir ${list.name}`}
              onClick={() => onDelete(list)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </button>
          )}
        </div>
      )}
      <FormError message={error} />
    </li>
  );
}

export function OtherListsPage() {
  usePageTitle('Adicionar outras listas');
  const { weddingId, state } = useLoadedGiftList();
  const refresh = useGiftListRefresh();
  const [name, setName] = useState('');
  const [deleting, setDeleting] = useState<GiftListSummary | null>(null);
  const { pending, error, fail, run } = useFormAction();
  const full = state.lists.length >= MAX_LISTS;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = listNameSchema.safeParse({ name });
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? '');
    void run(async () => {
      await createList(weddingId, parsed.data.name);
      await refresh();
      toast.success('Lista criada', { description: parsed.data.name });
      setName('');
    });
  }

  return (
    <section className="grid max-w-3xl gap-6">
      <div>
        <h1 className="font-serif text-3xl font-bold text-ink">Adicionar outras listas</h1>
        <p className="mt-1 text-muted">
          Além da lista de casamento, criem listas para outras festas, como um Chá de Panela. Cada uma tem
          seus presentes e aparece como uma aba na Lista de Presentes do site.
        </p>
      </div>
      <PageCard title="Nova lista" id="nova-lista">
        <form onSubmit={submit} noValidate className="grid gap-3" aria-busy={pending}>
          <div>
            <Label htmlFor="nova-lista-nome">Nome da lista</Label>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Input
                id="nova-lista-nome"
                value={name}
                maxLength={60}
                disabled={pending || full}
                onChange={(e) => setName(e.target.value)}
              />
              <Button type="submit" disabled={pending || full} className="shrink-0">
                Criar lista
              </Button>
            </div>
          </div>
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Sugestões de nome</legend>
            {suggestions.map((s) => (
              <button
                key={s}
                type="button"
                className="rounded-full bg-cream px-3 py-1.5 text-sm text-ink ring-1 ring-ink/10 hover:bg-brand-soft"
                onClick={() => setName(s)}
              >
                {s}
              </button>
            ))}
          </fieldset>
          <FormError message={error} />
        </form>
      </PageCard>
      <PageCard title="Listas de vocês" id="listas-do-casal">
        <ul className="grid gap-2">
          {state.lists.map((l) => (
            <ListRow key={l.id} list={l} onDelete={setDeleting} />
          ))}
        </ul>
      </PageCard>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Excluir a lista "${deleting?.name ?? ''}"?`}
        description="A lista e os presentes dela saem do painel e do site. Essa ação não pode ser desfeita."
        confirmLabel="Excluir lista"
        onConfirm={async () => {
          if (!deleting) return;
          await deleteList(weddingId, deleting.id);
          await refresh();
          toast.success('Lista excluída', { description: deleting.name });
        }}
      />
    </section>
  );
}
