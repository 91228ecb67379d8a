// URLs of the other hosts, derived from the host the page was opened on.
import { baseHostOf, type HostKind, hostFor } from '../../shared/hosts.ts';

type PageLocation = { protocol: string; host: string };

let rendering: PageLocation | undefined;

/**
 * While the server renders a page to HTML it names the address it was asked for (there is no
 * `window`). Rendering is synchronous, so the address holds for exactly that one render.
 */
export function renderAt<T>(location: PageLocation, render: () => T): T {
  rendering = location;
  try {
    return render();
  } finally {
    rendering = undefined;
  }
}

/** Where this page is: the browser's address, or the one the server is rendering. */
export function pageLocation(): PageLocation {
  return rendering ?? window.location;
}

export function hostUrl(kind: HostKind, path = '/'): string {
  const { protocol, host } = pageLocation();
  return `${protocol}//${hostFor(kind, baseHostOf(host))}${path}`;
}

export function guestSiteUrl(slug: string): string {
  return hostUrl('noivos', `/${slug}`);
}

/** `noivos.localhost:3000/ana-e-joao`, as shown to people (no protocol). */
export function guestSiteLabel(slug: string): string {
  return `${hostFor('noivos', baseHostOf(pageLocation().host))}/${slug}`;
}
