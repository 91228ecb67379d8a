// "Mover … para cima" and "Mover … para baixo" for one item of an ordered list (a builder block, a
// godparent); the first cannot go up nor the last down.
import { ArrowDown, ArrowUp } from 'lucide-react';
import { IconButton } from './ui/icon-button.tsx';

/** A round icon button of a list item's toolbar (move, remove). */
export const itemIconButton =
  'grid size-9 place-items-center rounded-full text-ink/70 transition-colors hover:bg-brand-soft hover:text-brand-dark disabled:pointer-events-none disabled:opacity-30';

export function MoveButtons({
  name,
  index,
  count,
  onMove,
}: {
  /** The item as the buttons' accessible names call it. */
  name: string;
  index: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
}) {
  return (
    <>
      <IconButton
        icon={ArrowUp}
        label={`Mover ${name} para cima`}
        className={itemIconButton}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      />
      <IconButton
        icon={ArrowDown}
        label={`Mover ${name} para baixo`}
        className={itemIconButton}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      />
    </>
  );
}
