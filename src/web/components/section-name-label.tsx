// A section's name as its row shows it when not being renamed: the name, the "Padrão" badge of a
// default section and the pencil that opens the rename field (theme studio and site editor).
import { Pencil } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Badge } from './ui/badge.tsx';

export function SectionNameLabel({
  name,
  isDefault,
  pencil,
}: {
  name: string;
  isDefault: boolean;
  /** The pencil button: its ref (focused again when the field closes), what opens the field, disabled. */
  pencil: Pick<ComponentProps<'button'>, 'ref' | 'onClick' | 'disabled'>;
}) {
  return (
    <div className="flex min-w-0 flex-1 items-center gap-1.5">
      <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5">
        <span className="min-w-0 font-medium break-words text-ink">{name}</span>
        {isDefault && <Badge tone="neutral">Padrão</Badge>}
      </span>
      <button
        {...pencil}
        type="button"
        aria-label={`Renomear ${name}`}
        title="Renomear"
        className="grid size-9 shrink-0 place-items-center rounded-full text-muted transition-colors hover:bg-brand-soft hover:text-brand-dark disabled:opacity-50"
      >
        <Pencil className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
