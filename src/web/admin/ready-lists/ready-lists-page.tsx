// "Listas Prontas" (DESIGN.md decision (6)): the lists curated from the catalogue, the four of
// onboarding step 5 marked, each opening in the list editor. A gallery of cards at every width,
// inside the list kit's states (loading, error with retry).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { type ReadyListSummary, readyListMessages } from '../../../shared/ready-lists.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { ListState } from '../../components/ui/list-state.tsx';
import { TooltipProvider } from '../../components/ui/tooltip.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { AddButton } from '../lib/add-button.tsx';
import { ReadyListCard } from './ready-list-card.tsx';
import { ReadyListDialog } from './ready-list-dialog.tsx';
import { editorUrl } from './ready-list-paths.ts';
import { deleteReadyList } from './ready-lists-api.ts';
import { useReadyLists, useReadyListsRefresh } from './use-ready-lists.ts';

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
        <AddButton onClick={() => setEditing(null)}>Nova lista pronta</AddButton>
      </div>
      <ListState query={lists} className="mt-6 grid gap-4" isEmpty={() => false}>
        {(all) => (
          <TooltipProvider delayDuration={200}>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {all.map((l) => (
                <ReadyListCard
                  key={l.id}
                  list={l}
                  onRename={() => setEditing(l)}
                  onDelete={() => setDeleting(l)}
                />
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
