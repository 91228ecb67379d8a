// A section's repeated items (padrinhos, vídeos): the numbered list with the add button below it,
// and each entry with its name, its buttons ending with "Remover", and its fields.
import { type LucideIcon, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';

export function EditorList({
  addLabel,
  addIcon: AddIcon,
  full,
  onAdd,
  children,
}: {
  addLabel: string;
  addIcon: LucideIcon;
  /** At the section's limit: adding is off. */
  full: boolean;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <ol className="space-y-3">{children}</ol>
      <Button variant="outline" disabled={full} onClick={onAdd}>
        <AddIcon className="size-4" aria-hidden="true" />
        {addLabel}
      </Button>
    </>
  );
}

export function EditorListItem({
  title,
  removeLabel,
  onRemove,
  tools,
  children,
}: {
  title: string;
  removeLabel: string;
  onRemove: () => void;
  /** Buttons before "Remover", such as the move buttons. */
  tools?: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="rounded-2xl bg-cream/70 p-4 ring-1 ring-ink/5">
      <div className="flex items-center justify-between gap-2">
        <p className="min-w-0 truncate text-sm font-semibold text-ink">{title}</p>
        <div className="flex shrink-0 items-center">
          {tools}
          <button
            type="button"
            onClick={onRemove}
            aria-label={removeLabel}
            className="grid size-9 place-items-center rounded-full text-danger transition-colors hover:bg-danger-soft hover:text-danger"
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>
      {children}
    </li>
  );
}
