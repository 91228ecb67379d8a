// What `robots.txt` and `sitemap.xml` say on each host (issue 24). The public host lists its
// marketing pages; the panel and the back office are closed to crawlers; the couples' host lets
// them in so they can read each page's own noindex (a `Disallow` would hide that, and the pages of
// sites that chose to be found), and it has no sitemap: no guest site is listed anywhere by us.
import type { HostKind } from '../../../shared/hosts.ts';
import { publicPaths } from '../../../shared/routes.ts';
import { escapeHtml } from '../../http/escape-html.ts';

/** The public pages worth finding (sign-in and password reset are not). */
export const sitemapPages = [
  'home',
  'weddingSite',
  'weddingList',
  'pricing',
  'findCouple',
  'about',
  'blog',
  'terms',
  'privacy',
  'signUp',
] as const satisfies readonly (keyof typeof publicPaths)[];

export function robotsTxt(kind: HostKind, publicOrigin: string): string {
  switch (kind) {
    case 'public':
      return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${publicOrigin}/sitemap.xml\n`;
    case 'noivos':
      return 'User-agent: *\nAllow: /\nDisallow: /api/\n';
    case 'painel':
    case 'admin':
      return 'User-agent: *\nDisallow: /\n';
  }
}

export function sitemapXml(publicOrigin: string): string {
  const urls = sitemapPages.map(
    (page) => `<url><loc>${escapeHtml(`${publicOrigin}${publicPaths[page]}`)}</loc></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
