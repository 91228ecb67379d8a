// "Listas Prontas" (DESIGN.md decision (6)): the lists curated from the catalogue, the four of
// onboarding step 5 marked, each opening in the list editor. A gallery of cards at every width,
// inside the list kit's states (loading, error with retry).
import { ListChecks, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { ReadyListKey } from '../../../shared/gift-list.ts';
import { formatBRL } from '../../../shared/money.ts';
import { type ReadyListSummary, readyListKeyLabels, readyListMessages } from '../../../shared/ready-lists.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { ListState } from '../../components/ui/list-state.tsx';
import { TooltipProvider } from '../../components/ui/tooltip.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { RowDeleteButton, RowIconButton } from '../gift-catalog/row-actions.tsx';
import { adminPagePaths } from '../layout/admin-paths.ts';
import { ReadyListDialog } from './ready-list-dialog.tsx';
import { deleteReadyList } from './ready-lists-api.ts';
import { useReadyLists, useReadyListsRefresh } from './use-ready-lists.ts';

export function editorUrl(id: string): string {
  return `${adminPagePaths.giftListEditor}?lista=${id}`;
}

export function ReadyListsPage() {
  usePageTitle('Listas Prontas');
  const navigate = useNavigate();
  const lists = useReadyLists();
  const [editing, setEditing] = useState<ReadyListSummary | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<ReadyListSummary | null>(null);
  const refresh = useReadyListsRefresh();
  return (
    <section className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-teal-dark uppercase">
            Lista de Presentes
          </p>
          <h1 className="mt-1 font-serif text-3xl font-bold text-ink">Listas Prontas</h1>
          <p className="mt-1 max-w-2xl text-muted">
            Listas montadas com produtos do catálogo. As quatro marcadas com o cadastro enchem a lista dos
            casais que as escolheram no passo 5, na primeira visita.
          </p>
        </div>
        <Button onClick={() => setEditing(null)}>
          <Plus className="size-4" aria-hidden="true" />
          Nova lista pronta
        </Button>
      </div>
      <ListState query={lists} className="mt-6 grid gap-4" isEmpty={() => false}>
        {(all) => (
          <TooltipProvider delayDuration={200}>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {all.map((l) => (
                <li key={l.id} className="flex flex-col rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/5">
                  <div className="flex items-start justify-between gap-3">
                    <h2 className="font-serif text-xl font-bold break-words text-ink">{l.name}</h2>
                    {l.key && (
                      <span className="shrink-0 rounded-full bg-teal-soft px-3 py-1 text-xs font-semibold text-teal-dark">
                        Cadastro: {readyListKeyLabels[l.key as ReadyListKey]}
                      </span>
                    )}
                  </div>
                  {l.description && <p className="mt-2 text-sm text-muted">{l.description}</p>}
                  <p className="mt-3 text-sm text-ink">
                    <strong className="tabular-nums">{l.itemCount}</strong>{' '}
                    {l.itemCount === 1 ? 'produto' : 'produtos'} ·{' '}
                    <strong className="tabular-nums">{formatBRL(l.totalCents)}</strong>
                  </p>
                  <div className="mt-auto flex items-center gap-1 pt-4">
                    <ButtonLink to={editorUrl(l.id)} size="sm" className="mr-auto">
                      <ListChecks className="size-4" aria-hidden="true" />
                      Editar produtos<span className="sr-only"> de {l.name}</span>
                    </ButtonLink>
                    <RowIconButton icon={Pencil} label={`Renomear ${l.name}`} onClick={() => setEditing(l)} />
                    <RowDeleteButton
                      label={`Excluir ${l.name}`}
                      blockedReason={l.key ? readyListMessages.linked : null}
                      onDelete={() => setDeleting(l)}
                      onBlocked={() => toast.error(readyListMessages.linked)}
                    />
                  </div>
                </li>
              ))}
            </ul>
          </TooltipProvider>
        )}
      </ListState>
      <ReadyListDialog
        list={editing}
        onClose={() => setEditing(undefined)}
        onSaved={(id) => {
          void refresh();
          if (editing === null) navigate(editorUrl(id));
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Excluir lista pronta?"
        description={deleting ? `"${deleting.name}" deixa de estar disponível para os casais.` : undefined}
        confirmLabel="Excluir lista"
        onConfirm={async () => {
          if (!deleting) return;
          await deleteReadyList(deleting.id);
          toast.success(readyListMessages.deleted);
          await refresh();
        }}
      />
    </section>
  );
}
