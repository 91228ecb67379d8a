// Accordion with one item open at a time; clicking the open item again collapses it.
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';

export interface AccordionEntry {
  question: string;
  answer: ReactNode;
}

export function Accordion({ items }: { items: AccordionEntry[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  return (
    <div className="divide-y divide-ink/10 overflow-hidden rounded-3xl border border-ink/10 bg-white shadow-sm shadow-ink/5">
      {items.map((item, i) => {
        const isOpen = open === i;
        const buttonId = `${baseId}-q${i}`;
        const panelId = `${baseId}-a${i}`;
        return (
          <div key={item.question}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : i)}
                className="flex w-full items-center justify-between gap-4 px-5 py-5 text-left font-medium text-ink transition-colors hover:bg-brand-soft/50 md:px-7"
              >
                <span>{item.question}</span>
                <span
                  className={`grid size-8 shrink-0 place-items-center rounded-full transition ${isOpen ? 'rotate-180 bg-brand-dark text-white' : 'bg-brand-soft text-brand-dark'}`}
                  aria-hidden="true"
                >
                  <ChevronDown className="size-4" />
                </span>
              </button>
            </h3>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              className={`grid transition-[grid-template-rows,visibility] duration-300 ${isOpen ? 'visible grid-rows-[1fr]' : 'invisible grid-rows-[0fr]'}`}
            >
              <div className="overflow-hidden">
                <div className="px-5 pb-6 leading-relaxed text-muted md:px-7">{item.answer}</div>
              </div>
            </section>
          </div>
        );
      })}
    </div>
  );
}
