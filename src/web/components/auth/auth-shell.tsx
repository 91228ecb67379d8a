// The focused, centred card of the account pages (sign-up, login, reset): logo, card, nothing else.
import type { ReactNode } from 'react';
import { publicPaths } from '../../../shared/routes.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { RingsMark } from '../logo.tsx';
import { PublicLink } from './public-link.tsx';

export function AuthShell({
  title,
  subtitle,
  eyebrow,
  children,
  footer,
  wide = false,
}: {
  title: string;
  subtitle?: ReactNode;
  eyebrow?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  usePageTitle(title);

  return (
    <div className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-brand-soft via-cream to-white px-4 py-6 sm:py-10">
      <PublicLink
        to={publicPaths.home}
        className="flex items-center gap-2 rounded-lg font-serif text-2xl font-bold tracking-tight text-ink"
      >
        <RingsMark className="size-9" />
        <span>Nosso Sim</span>
      </PublicLink>
      <main
        className={`mt-6 w-full ${wide ? 'max-w-xl' : 'max-w-md'} rounded-3xl border border-brand/10 bg-white p-5 shadow-xl shadow-brand/10 sm:mt-8 sm:p-8`}
      >
        {eyebrow && <div className="mb-3">{eyebrow}</div>}
        <h1 className="font-serif text-2xl leading-tight font-bold text-ink sm:text-3xl">{title}</h1>
        {subtitle && <p className="mt-2 text-sm leading-relaxed text-muted sm:text-base">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </main>
      {footer && <div className="mt-6 text-center text-sm text-muted">{footer}</div>}
    </div>
  );
}
