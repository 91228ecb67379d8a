// The opening of a panel page: the area's name above the title, and the sentence that explains it.
import type { ReactNode } from 'react';

/** What a page says of itself at its top: its title (also the tab's) and the sentence under it. */
export interface PageIntroText {
  title: string;
  lead: ReactNode;
}

export function PageIntro({ area, title, lead }: PageIntroText & { area?: string }) {
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
