// Opening band of a marketing or institutional page: eyebrow, h1, lead and actions.
import type { ReactNode } from 'react';

export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-soft via-cream to-white">
      <Petals />
      <div className="relative mx-auto max-w-4xl px-5 pt-14 pb-16 text-center sm:px-6 md:pt-24 md:pb-24">
        {eyebrow && (
          <p className="text-xs font-semibold tracking-[0.2em] text-teal-dark uppercase">{eyebrow}</p>
        )}
        <h1 className="mt-4 font-serif text-4xl leading-tight font-bold text-balance text-ink md:text-6xl">
          {title}
        </h1>
        {lead && (
          <div className="mx-auto mt-5 max-w-2xl text-base leading-relaxed text-muted md:text-lg">{lead}</div>
        )}
        {children && <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{children}</div>}
      </div>
    </section>
  );
}

/** Soft blurred blooms behind a hero; decoration only. */
export function Petals() {
  return (
    <div className="pointer-events-none absolute inset-0 overflow-hidden" aria-hidden="true">
      <div className="absolute -top-24 -left-24 size-72 rounded-full bg-blush/30 blur-3xl" />
      <div className="absolute top-10 -right-24 size-80 rounded-full bg-teal/10 blur-3xl" />
    </div>
  );
}
