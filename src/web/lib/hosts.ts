// URLs of the other hosts, derived from the host the page was opened on.
import { baseHostOf, type HostKind, hostFor } from '../../shared/hosts.ts';

export function hostUrl(kind: HostKind, path = '/'): string {
  const base = baseHostOf(window.location.host);
  return `${window.location.protocol}//${hostFor(kind, base)}${path}`;
}

export function guestSiteUrl(slug: string): string {
  return hostUrl('noivos', `/${slug}`);
}

/** `noivos.localhost:3000/ana-e-joao`, as shown to people (no protocol). */
export function guestSiteLabel(slug: string): string {
  return `${hostFor('noivos', baseHostOf(window.location.host))}/${slug}`;
}
