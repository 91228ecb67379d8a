// Accordion with one item open at a time; clicking the open item again collapses it. Its behaviour
// is accordion-behaviour.ts, on this HTML, so the marketing pages have it without React.
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { enhanceAccordion } from './accordion-behaviour.ts';

export interface AccordionEntry {
  question: string;
  answer: ReactNode;
}

export function Accordion({ items }: { items: AccordionEntry[] }) {
  const baseId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => (rootRef.current ? enhanceAccordion(rootRef.current) : undefined), []);
  return (
    <div
      ref={rootRef}
      data-accordion
      className="divide-y divide-ink/10 overflow-hidden rounded-3xl border border-ink/10 bg-white shadow-sm shadow-ink/5"
    >
      {items.map((item, i) => {
        const buttonId = `${baseId}-q${i}`;
        const panelId = `${baseId}-a${i}`;
        return (
          <div key={item.question} data-accordion-item className="group">
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={false}
                aria-controls={panelId}
                className="flex w-full items-center justify-between gap-4 px-5 py-5 text-left font-medium text-ink transition-colors hover:bg-brand-soft/50 md:px-7"
              >
                <span>{item.question}</span>
                <span
                  className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-soft text-brand-dark transition group-data-[open]:rotate-180 group-data-[open]:bg-brand-dark group-data-[open]:text-white"
                  aria-hidden="true"
                >
                  <ChevronDown className="size-4" />
                </span>
              </button>
            </h3>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              className="invisible grid grid-rows-[0fr] transition-[grid-template-rows,visibility] duration-300 group-data-[open]:visible group-data-[open]:grid-rows-[1fr]"
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
