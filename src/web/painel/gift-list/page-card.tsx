// A white card holding one part of a gift-list page, with its heading.
import type { ReactNode } from 'react';

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
