// The three ways to start a list (SPEC 2.7): a custom gift, a ready-made list, the catalogue.
import { Gift, ListChecks, type LucideIcon, Store } from 'lucide-react';
import type { ReactNode } from 'react';

export interface PromoCard {
  key: 'custom' | 'ready' | 'catalogue';
  title: string;
  text: string;
  /** A button or a link, in the look the caller picks. */
  action: ReactNode;
}

const icons: Record<PromoCard['key'], LucideIcon> = { custom: Gift, ready: ListChecks, catalogue: Store };

export function PromoCards({ cards }: { cards: PromoCard[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {cards.map((card) => {
        const Icon = icons[card.key];
        return (
          <li key={card.key} className="flex flex-col rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/5">
            <span
              className="grid size-11 place-items-center rounded-2xl bg-teal-soft text-teal-dark"
              aria-hidden="true"
            >
              <Icon className="size-5" />
            </span>
            <h3 className="mt-3 font-serif text-lg font-bold text-ink">{card.title}</h3>
            <p className="mt-1 flex-1 text-sm leading-relaxed text-muted">{card.text}</p>
            <div className="mt-4">{card.action}</div>
          </li>
        );
      })}
    </ul>
  );
}
