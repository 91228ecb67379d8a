// One ready-made list in the gallery of "Listas Prontas": name, onboarding mark, description, count
// and total, and the editor link, rename and delete (blocked for the four of onboarding).
import { ListChecks, Pencil } from 'lucide-react';
import { toast } from 'sonner';
import type { ReadyListKey } from '../../../shared/gift-list.ts';
import { formatBRL } from '../../../shared/money.ts';
import { type ReadyListSummary, readyListKeyLabels, readyListMessages } from '../../../shared/ready-lists.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { RowDeleteButton, RowIconButton } from '../gift-catalog/row-actions.tsx';
import { editorUrl } from './ready-list-paths.ts';

export function ReadyListCard({
  list: l,
  onRename,
  onDelete,
}: {
  list: ReadyListSummary;
  onRename: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="flex flex-col rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/5">
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
        <strong className="tabular-nums">{l.itemCount}</strong> {l.itemCount === 1 ? 'produto' : 'produtos'} ·{' '}
        <strong className="tabular-nums">{formatBRL(l.totalCents)}</strong>
      </p>
      <div className="mt-auto flex items-center gap-1 pt-4">
        <ButtonLink to={editorUrl(l.id)} size="sm" className="mr-auto">
          <ListChecks className="size-4" aria-hidden="true" />
          Editar produtos<span className="sr-only"> de {l.name}</span>
        </ButtonLink>
        <RowIconButton icon={Pencil} label={`Renomear ${l.name}`} onClick={onRename} />
        <RowDeleteButton
          label={`Excluir ${l.name}`}
          blockedReason={l.key ? readyListMessages.linked : null}
          onDelete={onDelete}
          onBlocked={() => toast.error(readyListMessages.linked)}
        />
      </div>
    </li>
  );
}
