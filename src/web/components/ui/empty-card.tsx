// The card a page shows while it has nothing to list yet: an icon, what will appear, what to do.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function EmptyCard({
  icon: Icon,
  title,
  children,
  textWidth = 'max-w-lg',
  footer,
}: {
  icon: LucideIcon;
  title: string;
  /** The sentence under the title. */
  children: ReactNode;
  textWidth?: 'max-w-lg' | 'max-w-xl';
  /** What to do next: a link or a button under the sentence. */
  footer?: ReactNode;
}) {
  return (
    <div className="rounded-3xl bg-white px-5 py-10 text-center shadow-sm ring-1 ring-ink/5 sm:px-10">
      <span className="mx-auto grid size-14 place-items-center rounded-full bg-brand-soft text-brand-dark">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-4 font-serif text-2xl font-bold text-ink">{title}</h2>
      <p className={`mx-auto mt-2 ${textWidth} leading-relaxed text-muted`}>{children}</p>
      {footer}
    </div>
  );
}
