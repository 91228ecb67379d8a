// The "Nosso Sim" mark: two interlaced rings and the name in the serif face.
import { Link } from 'react-router';
import { brand } from '../../shared/brand.ts';
import { publicPaths } from '../../shared/routes.ts';

export function RingsMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 32" className={className} aria-hidden="true" fill="none" strokeWidth="3">
      <circle cx="14" cy="18" r="10" className="stroke-brand" />
      <circle cx="26" cy="18" r="10" className="stroke-teal" />
      <path d="M24 4.5 26 2l2 2.5-2 2.5z" className="fill-blush" />
    </svg>
  );
}

export function Logo({ onDark = false }: { onDark?: boolean }) {
  return (
    <Link
      to={publicPaths.home}
      className={`flex shrink-0 items-center gap-2 rounded-lg font-serif whitespace-nowrap text-xl font-bold tracking-tight ${onDark ? 'text-white' : 'text-ink'}`}
    >
      <RingsMark />
      <span>{brand.name}</span>
    </Link>
  );
}
