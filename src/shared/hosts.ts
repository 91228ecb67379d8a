// The four hosts of SPEC 2.1 and DESIGN.md section 2, derived from one base host.

export type HostKind = 'public' | 'painel' | 'admin' | 'noivos';

const PREFIXES: Record<Exclude<HostKind, 'public'>, string> = {
  painel: 'painel.',
  admin: 'admin.',
  noivos: 'noivos.',
};

/** Which route set a request's Host belongs to (path-based admin mode is a redirect, see below). */
export function hostKindOf(host: string): HostKind {
  const h = host.toLowerCase();
  if (h.startsWith(PREFIXES.painel)) return 'painel';
  if (h.startsWith(PREFIXES.admin)) return 'admin';
  if (h.startsWith(PREFIXES.noivos)) return 'noivos';
  return 'public';
}

/** The public base host of any of the four hosts: `painel.localhost:3000` -> `localhost:3000`. */
export function baseHostOf(host: string): string {
  const kind = hostKindOf(host);
  return kind === 'public' ? host : host.slice(PREFIXES[kind].length);
}

export function hostFor(kind: HostKind, baseHost: string): string {
  return kind === 'public' ? baseHost : `${PREFIXES[kind]}${baseHost}`;
}

export function originFor(kind: HostKind, baseHost: string, protocol: 'http' | 'https'): string {
  return `${protocol}://${hostFor(kind, baseHost)}`;
}

/**
 * Paths on the public host that belong to another host (SPEC 2.2): `/dashboard/*` lives on the
 * panel and `/admin/*` on the admin host; the path is kept.
 */
export function crossHostRedirect(path: string): HostKind | null {
  if (path === '/dashboard' || path.startsWith('/dashboard/')) return 'painel';
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin';
  return null;
}
