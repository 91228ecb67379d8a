// A record's state as a coloured pill (the page chooses the colours for its states), with, where
// there is one, the reason of a failure in small print under it.
import type { ReactNode } from 'react';

export function StatusPill({
  label,
  tone,
  note,
  noteClassName = 'text-xs text-muted',
}: {
  label: ReactNode;
  /** The pill's background and text colour classes ("bg-success-soft text-success"). */
  tone: string;
  /** The line under the pill (a failure's reason); nothing when empty. */
  note?: ReactNode;
  /** The note's size and colour. */
  noteClassName?: string;
}) {
  return (
    <>
      <span className={`inline-flex rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ${tone}`}>
        {label}
      </span>
      {note && <span className={`mt-1 block ${noteClassName}`}>{note}</span>}
    </>
  );
}
