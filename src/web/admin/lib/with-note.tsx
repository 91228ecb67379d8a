// A table cell's text with a small muted line under it (a couple's e-mail, the item a payment was for,
// a message's category).
import type { ReactNode } from 'react';

export function WithNote({
  children,
  note,
  noteClassName = '',
}: {
  children: ReactNode;
  note: ReactNode;
  /** More classes of the note's line (`break-all` for an e-mail). */
  noteClassName?: string;
}) {
  return (
    <>
      {children}
      <span className={`block text-xs text-muted ${noteClassName}`.trim()}>{note}</span>
    </>
  );
}
