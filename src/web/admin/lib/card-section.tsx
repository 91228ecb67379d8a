// A titled card of a back-office page (WhatsApp, Chatbots): a section named by its heading, with what
// acts on the whole card (a button, a badge) beside the heading.
import type { ReactNode } from 'react';

export function CardSection({
  id,
  title,
  aside,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="grid content-start gap-4 rounded-2xl border border-ink/10 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="font-serif text-xl font-bold text-ink">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
