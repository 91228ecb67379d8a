// Icon buttons of a catalogue row. A delete that the rules forbid (SPEC 5) stays visible but
// disabled, says why in a tooltip and to screen readers, and explains again when pressed.
import { type LucideIcon, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Tooltip } from '../../components/ui/tooltip.tsx';

export const rowIconClass =
  'grid size-10 place-items-center rounded-full text-muted transition-colors hover:bg-brand-soft hover:text-brand-dark';

export function RowIconButton({
  icon: Icon,
  label,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
}) {
  return (
    <Tooltip label={label} side="top">
      <button type="button" className={rowIconClass} aria-label={label} onClick={onClick}>
        <Icon className="size-4" aria-hidden="true" />
      </button>
    </Tooltip>
  );
}

export function RowDeleteButton({
  label,
  blockedReason,
  onDelete,
  onBlocked,
}: {
  label: string;
  blockedReason: string | null;
  onDelete: () => void;
  onBlocked?: () => void;
}) {
  const reasonId = useId();
  const blocked = blockedReason !== null;
  return (
    <>
      <Tooltip label={blockedReason ?? label} side="top">
        <button
          type="button"
          aria-label={label}
          aria-disabled={blocked || undefined}
          aria-describedby={blocked ? reasonId : undefined}
          className={
            blocked
              ? 'grid size-10 cursor-not-allowed place-items-center rounded-full text-muted opacity-50'
              : `${rowIconClass} hover:bg-danger-soft hover:text-danger`
          }
          onClick={blocked ? onBlocked : onDelete}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      </Tooltip>
      {blocked && (
        <span id={reasonId} className="sr-only">
          {blockedReason}
        </span>
      )}
    </>
  );
}
