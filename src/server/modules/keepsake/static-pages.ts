// The guest site's pages made to open from a folder, offline (the keepsake): every address the
// page uses is made relative to the folder. The site's own pages become its files (`index.html`,
// `presentes.html`); every other file the page loads from the app (styles, fonts, photos, the
// favicon) is fetched once and kept under `arquivos/`, and the styles' own `url(...)` likewise;
// scripts go (nothing to run without the server), and forms become a note.

/** The app's answer to a GET of one of its own paths (status and bytes). */
export type FetchOwn = (
  path: string,
) => Promise<{ status: number; body: Buffer; contentType: string } | null>;

export interface StaticPages {
  /** Files to put in the zip: path inside the zip → bytes. */
  files: Map<string, Buffer>;
  /** An HTML page of the site, its addresses made relative and its scripts and forms gone. */
  page(html: string): Promise<string>;
}

/** A file name kept from the path's last part, unique in the folder. */
function fileNameFor(path: string, used: Set<string>): string {
  const last = decodeURIComponent(path.split('?')[0]?.split('/').pop() ?? 'arquivo');
  const clean = last.replace(/[^\w.-]/g, '-').slice(-80) || 'arquivo';
  let name = clean;
  for (let i = 2; used.has(name); i++) name = `${i}-${clean}`;
  used.add(name);
  return name;
}

export function staticPages(options: {
  slug: string;
  fetchOwn: FetchOwn;
  /** The site's page paths (after `/{slug}`) that are files of the keepsake: `''` → `index.html`. */
  pages: Record<string, string>;
  /** What a form says instead of itself. */
  formNote: string;
}): StaticPages {
  const files = new Map<string, Buffer>();
  const kept = new Map<string, string | null>();
  const used = new Set<string>();
  const own = `/${options.slug}`;

  /** A site page's file, or index.html for any other page of the site (checkout, RSVP...). */
  function pageFile(path: string): string {
    const [bare = '', hash] = path.split('#');
    const rest = (bare.split('?')[0] ?? '').slice(own.length).replace(/\/$/, '');
    const giftPage = rest.startsWith('/presentes') ? options.pages['/presentes'] : undefined;
    const file = options.pages[rest] ?? giftPage ?? 'index.html';
    return hash ? `${file}#${hash}` : file;
  }

  /** Fetches a file of the app once and keeps it; its name in `arquivos/`, or null if none. */
  async function keep(path: string): Promise<string | null> {
    if (kept.has(path)) return kept.get(path) ?? null;
    kept.set(path, null);
    // A file that cannot be had is left out (its address then leads nowhere), never the whole copy.
    const res = await options.fetchOwn(path).catch(() => null);
    if (res?.status !== 200) return null;
    const name = fileNameFor(path, used);
    kept.set(path, name);
    const body = res.contentType.includes('text/css')
      ? Buffer.from(await relativeUrls(res.body.toString('utf8'), ''))
      : res.body;
    files.set(`arquivos/${name}`, body);
    return name;
  }

  /** `url(/x)` in styles, relative to where the styles are (`prefix`: '' beside them). */
  async function relativeUrls(css: string, prefix: string): Promise<string> {
    const paths = [...css.matchAll(/url\(\s*(["']?)(\/[^"')]+)\1\s*\)/g)].map((m) => m[2] ?? '');
    for (const path of new Set(paths)) {
      const name = await keep(path);
      if (name) css = css.split(path).join(`${prefix}${name}`);
    }
    return css;
  }

  async function localAddress(path: string): Promise<string> {
    if (
      path === own ||
      path.startsWith(`${own}/`) ||
      path.startsWith(`${own}?`) ||
      path.startsWith(`${own}#`)
    ) {
      // The site's pictures under its address (the preview image) are files; its pages are pages.
      if (/\.(png|jpe?g|svg|webp)$/i.test(path.split('?')[0] ?? '')) {
        const name = await keep(path);
        return name ? `arquivos/${name}` : '#';
      }
      return pageFile(path);
    }
    const name = await keep(path);
    return name ? `arquivos/${name}` : '#';
  }

  async function page(html: string): Promise<string> {
    let out = html
      .replace(/<script\b[\s\S]*?<\/script>/gi, '')
      .replace(/<link rel="modulepreload"[^>]*>/gi, '')
      .replace(/<form\b[\s\S]*?<\/form>/gi, `<p class="muted keepsake-note">${options.formNote}</p>`);
    // Attributes with an address of ours: src, href, poster, and every candidate of a srcset.
    const attrs = [...out.matchAll(/\b(src|href|poster)="(\/[^"]*)"/g)];
    for (const [whole, attr, path = ''] of attrs) {
      out = out.split(whole).join(`${attr}="${await localAddress(path)}"`);
    }
    for (const [whole, set = ''] of [...out.matchAll(/\bsrcset="([^"]*)"/g)].map(
      (m) => [m[0], m[1]] as const,
    )) {
      const parts = await Promise.all(
        set.split(',').map(async (candidate) => {
          const [url = '', size = ''] = candidate.trim().split(/\s+/);
          return url.startsWith('/') ? `${await localAddress(url)} ${size}`.trim() : candidate.trim();
        }),
      );
      out = out.split(whole).join(`srcset="${parts.join(', ')}"`);
    }
    // Inline styles (the theme's variables, background pictures) point at files the same way.
    return relativeUrls(out, 'arquivos/');
  }

  return { files, page };
}
