// A list of short statements, each with a check mark.
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';

export function CheckList({ items, className = '' }: { items: ReactNode[]; className?: string }) {
  return (
    <ul className={`space-y-3 ${className}`}>
      {items.map((item, i) => (
        <li key={i} className="flex gap-3 leading-relaxed text-ink/85">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-teal-dark" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
