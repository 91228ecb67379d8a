// What a list with nothing in it says inside its list state: a teal icon above the sentence.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function EmptyNote({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <span className="grid justify-items-center gap-2">
      <Icon className="size-6 text-teal-dark" aria-hidden="true" />
      {children}
    </span>
  );
}
