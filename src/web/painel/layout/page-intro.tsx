// The opening of a panel page: the area's name above the title, and the sentence that explains it.
import type { ReactNode } from 'react';

export function PageIntro({ area, title, lead }: { area?: string; title: string; lead: ReactNode }) {
  return (
    <>
      {area && <p className="text-xs font-semibold tracking-[0.2em] text-teal-dark uppercase">{area}</p>}
      <h1
        className={
          area ? 'mt-2 font-serif text-3xl font-bold text-ink' : 'font-serif text-3xl font-bold text-ink'
        }
      >
        {title}
      </h1>
      <p className="mt-2 leading-relaxed text-muted">{lead}</p>
    </>
  );
}
