// A narrow gift-list page and its white cards, each one part with its heading, and their forms' button.
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useFormPending } from '../../components/ui/form.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import type { PageIntroText } from '../layout/page-intro.tsx';

/** A narrow gift-list page: its title (also the tab's), the sentence under it, then its cards. */
export function NarrowPage({ title, lead, children }: PageIntroText & { children: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="grid max-w-3xl gap-6">
      <div>
        <h1 className="font-serif text-3xl font-bold text-ink">{title}</h1>
        <p className="mt-1 text-muted">{lead}</p>
      </div>
      {children}
    </section>
  );
}

export function PageCard({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/5 sm:p-7">
      <h2 id={id} className="font-serif text-xl font-bold text-ink">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A card form's submit in the size of the page's other buttons, off while the form submits. */
export function CardSubmit({
  children,
  disabled,
  className,
}: {
  children: ReactNode;
  disabled?: boolean;
  className?: string;
}) {
  const pending = useFormPending();
  return (
    <Button
      type="submit"
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      className={className}
    >
      {children}
    </Button>
  );
}
