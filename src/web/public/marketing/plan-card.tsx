// A priced offer: name, price, what it includes and an optional action.
import type { ReactNode } from 'react';
import { CheckList } from '../../components/ui/check-list.tsx';

export function PlanCard({
  title,
  price,
  priceNote,
  includes,
  highlight = false,
  children,
}: {
  title: string;
  price: string;
  priceNote: string;
  includes: string[];
  highlight?: boolean;
  children?: ReactNode;
}) {
  return (
    <article
      className={`flex flex-col rounded-[2rem] p-6 sm:p-8 ${highlight ? 'bg-white shadow-xl shadow-brand/15 ring-2 ring-brand' : 'bg-white shadow-sm ring-1 ring-ink/10'}`}
    >
      <h3 className="font-serif text-2xl font-bold text-ink">{title}</h3>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
        <span className="font-serif text-4xl font-bold text-brand-dark md:text-5xl">{price}</span>
        <span className="text-sm text-muted">{priceNote}</span>
      </p>
      <CheckList items={includes} className="mt-6 flex-1 text-sm" />
      {children && <div className="mt-8">{children}</div>}
    </article>
  );
}
