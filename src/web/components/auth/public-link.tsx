// A link to a page of the public host: a router link there, a full URL from the other hosts.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { hostKindOf } from '../../../shared/hosts.ts';
import { hostUrl, pageLocation } from '../../lib/hosts.ts';

export function onPublicHost(): boolean {
  return hostKindOf(pageLocation().host) === 'public';
}

export function PublicLink({
  to,
  className,
  children,
  'aria-label': ariaLabel,
}: {
  to: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}) {
  if (onPublicHost())
    return (
      <Link to={to} className={className} aria-label={ariaLabel}>
        {children}
      </Link>
    );
  return (
    <a href={hostUrl('public', to)} className={className} aria-label={ariaLabel}>
      {children}
    </a>
  );
}
