// One row of a `SortableList` of sections: the drag handle, the section's icon and name, then its
// "Visível" switch, "Mover para cima/baixo" and the row's own actions (edit, delete).
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Switch } from './ui/switch.tsx';

const iconButton =
  'grid size-9 place-items-center rounded-full text-ink/70 transition-colors hover:bg-brand-soft hover:text-brand-dark disabled:pointer-events-none disabled:opacity-30';

export function SortableRow({
  id,
  name,
  icon: Icon,
  iconClass,
  visible,
  index,
  count,
  busy,
  title,
  actions,
  onMove,
  onVisible,
}: {
  id: string;
  /** The section's name, for the controls' accessible names. */
  name: string;
  icon: LucideIcon;
  iconClass: string;
  visible: boolean;
  index: number;
  count: number;
  busy: boolean;
  /** The name as shown, with its rename control. */
  title: ReactNode;
  /** Edit and delete controls after the move buttons. */
  actions: ReactNode;
  onMove: (delta: -1 | 1) => void;
  onVisible: (visible: boolean) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  const switchId = `visivel-${id}`;
  return (
    <li
      ref={setNodeRef}
      data-section-id={id}
      data-sortable-id={id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`relative rounded-2xl bg-white p-3 ring-1 sm:p-4 ${isDragging ? 'z-10 shadow-xl shadow-ink/15 ring-brand' : 'shadow-sm ring-ink/10'} ${visible ? '' : 'bg-white/70'}`}
    >
      <div className="flex items-center gap-2">
        <button
          ref={setActivatorNodeRef}
          type="button"
          {...attributes}
          {...listeners}
          aria-label={`Arrastar ${name}`}
          className="grid size-9 shrink-0 cursor-grab touch-none place-items-center rounded-lg text-muted transition-colors hover:bg-brand-soft hover:text-brand-dark active:cursor-grabbing"
        >
          <GripVertical className="size-5" aria-hidden="true" />
        </button>
        <span
          className={`hidden size-9 shrink-0 place-items-center rounded-xl sm:grid ${iconClass}`}
          aria-hidden="true"
        >
          <Icon className="size-4" />
        </span>
        {title}
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-t border-ink/5 pt-2 sm:pl-[5.5rem]">
        <div className="flex items-center gap-2">
          <Switch id={switchId} checked={visible} disabled={busy} onCheckedChange={onVisible} />
          <label htmlFor={switchId} className="cursor-pointer text-sm text-ink">
            Visível<span className="sr-only"> ({name})</span>
          </label>
        </div>
        <div className="flex items-center gap-0.5">
          <button
            type="button"
            className={iconButton}
            disabled={index === 0}
            onClick={() => onMove(-1)}
            aria-label={`Mover ${name} para cima`}
            title="Mover para cima"
            data-move="up"
          >
            <ArrowUp className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={iconButton}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
            aria-label={`Mover ${name} para baixo`}
            title="Mover para baixo"
            data-move="down"
          >
            <ArrowDown className="size-4" aria-hidden="true" />
          </button>
          {actions}
        </div>
      </div>
    </li>
  );
}
