// Closing call to action of a page: a rounded brand-coloured band with one button.
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from './button.tsx';

export function CtaBand({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action: { label: string; to: string };
}) {
  return (
    <section className="px-4 py-16 sm:px-6 md:py-24">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-dark via-brand-dark to-brand-deep px-6 py-14 text-center text-white shadow-xl shadow-brand/20 md:px-16 md:py-20">
        <svg
          className="pointer-events-none absolute -top-10 -right-10 size-48 text-white/10"
          viewBox="0 0 40 32"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <circle cx="14" cy="18" r="10" />
          <circle cx="26" cy="18" r="10" />
        </svg>
        <h2 className="relative font-serif text-3xl leading-tight font-bold text-balance md:text-5xl">
          {title}
        </h2>
        {children && (
          <div className="relative mx-auto mt-4 max-w-xl text-white/90 md:text-lg">{children}</div>
        )}
        <ButtonLink to={action.to} size="lg" variant="light" className="relative mt-8">
          {action.label}
          <ArrowRight className="size-5" aria-hidden="true" />
        </ButtonLink>
      </div>
    </section>
  );
}
