// The public host's pages as complete HTML (issue 24): the page rendered by the public app's own
// routes (web/public/render-public-page.tsx) inside the host's document, with its title, canonical
// address, the settings and marketing content it hydrates with, and structured data on the landing.
// Rendered pages are kept per address, settings and content version, so a change to either shows
// on the next load in every process (each reads both from the database) without dropping anything.
import type { FastifyInstance } from 'fastify';
import { brand } from '../../../shared/brand.ts';
import { fillPlaceholders } from '../../../shared/marketing-content.ts';
import { publicPaths } from '../../../shared/routes.ts';
import type { PublicSettings } from '../../../shared/settings.ts';
import { settingsPhrases } from '../../../shared/settings-phrases.ts';
import { renderPublicPage } from '../../../web/public/render-public-page.tsx';
import { escapeHtml } from '../../http/escape-html.ts';
import { entryAssets } from '../../http/web-manifest.ts';
import { publishedThemes, publishedThemesVersion } from '../themes/theme-queries.ts';
import type { LiveContent } from './content-versions.ts';
import { inlineStyles } from './inline-styles.ts';

/** JSON inlined into the page so the first render needs no API round trip; `<` is escaped. */
export function inlineJson(id: string, data: unknown, type = 'application/json'): string {
  return `<script id="${id}" type="${type}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

export interface PublicPageRequest {
  /** The address asked for, path and query: `/entrar?x=1`. */
  url: string;
  /** As the browser names it, so links to the other hosts render as the browser would. */
  host: string;
  protocol: 'http' | 'https';
  settings: PublicSettings;
  /** The live content; a draft being previewed has version -1. */
  live: LiveContent;
  /** A known page (200): it gets a canonical address. */
  known: boolean;
  /** false for the admin's preview: the page as HTML only. */
  scripts: boolean;
}

const signUpFirstStep = `${publicPaths.signUp}/passo-1`;
const renderedPaths = new Set<string>(
  [...Object.values(publicPaths), signUpFirstStep].filter((p) => p !== publicPaths.signUp),
);

/**
 * Where the server renders the page: every page of the host, the sign-up's first step and the 404.
 * `/crie-sua-conta` itself only opens the first step; the wizard's later steps read the visitor's draft and session, and other addresses under the
 * wizard or the reset only send the browser elsewhere: those render in the browser.
 */
function rendersOnServer(path: string, known: boolean): boolean {
  return !known || renderedPaths.has(path.replace(/(.)\/$/, '$1'));
}

/**
 * The pages that work without React (ADR 029): the browser gets the marketing script (the header's
 * menus, the FAQ, the help assistant on demand) instead of the public app, so a phone runs a few
 * kilobytes instead of hydrating the page. The others hydrate: login, sign-up, reset and
 * find-a-couple (forms), and the 404.
 */
const marketingPaths = new Set<string>([
  publicPaths.home,
  publicPaths.weddingSite,
  publicPaths.weddingList,
  publicPaths.pricing,
  publicPaths.about,
  publicPaths.blog,
  publicPaths.terms,
  publicPaths.privacy,
]);

/**
 * The pages that are a form: their app starts at the person's first touch, key or focus, not at
 * load (ADR 029), unless the address carries a query (a search to show, a reset token), which the
 * app must read at once.
 */
const formPaths = new Set<string>([
  publicPaths.login,
  signUpFirstStep,
  publicPaths.resetPassword,
  publicPaths.findCouple,
]);

const cache = new Map<string, string>();
const CACHE_LIMIT = 300;

function structuredData(request: PublicPageRequest, canonical: string): string {
  const t = settingsPhrases(request.settings);
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.name,
    url: canonical,
    email: request.settings.contactEmail,
    logo: `${canonical.replace(/\/$/, '')}/static/favicon.svg`,
  };
  const faq = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: request.live.content.faq.items.map((item) => ({
      '@type': 'Question',
      name: fillPlaceholders(item.question, t),
      acceptedAnswer: { '@type': 'Answer', text: fillPlaceholders(item.answer, t) },
    })),
  };
  return inlineJson('dados-estruturados', [organization, faq], 'application/ld+json');
}

const moduleScript = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/;
const modulePreload = /<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\s*/g;

/**
 * The page is complete without its scripts, so they load once it has painted
 * (static-files/static/after-first-paint.js): on a slow network they do not compete with what
 * draws the page; a form's app waits for the person (`when`). Under `npm run dev` (Vite's
 * own scripts) the page is left as it is.
 */
function afterFirstPaint(html: string, when: 'now' | 'interaction' | 'marketing'): string {
  const entry = moduleScript.exec(html)?.[1];
  if (!entry?.startsWith('/assets/')) return html;
  const preload = [...html.matchAll(modulePreload)].map((m) => m[1]).join(' ');
  return html
    .replace(modulePreload, '')
    .replace(
      moduleScript,
      () =>
        `<script src="/static/after-first-paint.js" data-module="${entry}" data-preload="${preload}"${modes[when]} defer></script>`,
    );
}

/** The loader's attributes: when the app starts; a marketing page (styles on demand, no app). */
const modes = {
  now: '',
  interaction: ' data-when="interaction"',
  marketing: ' data-page="marketing"',
} as const;

/** A marketing page's scripts: the marketing script in place of the app's entry and its modules. */
function marketingScript(html: string): string {
  if (!moduleScript.exec(html)?.[1]?.startsWith('/assets/')) return html;
  const { js, imports } = entryAssets('public/marketing-client.ts');
  const tags = [
    `<script type="module" src="${js}"></script>`,
    ...imports.map((href) => `<link rel="modulepreload" href="${href}">`),
  ];
  return html.replace(modulePreload, '').replace(moduleScript, () => tags.join('\n    '));
}

/** The host's HTML entry (`index.html`) with the page rendered into it. */
export async function publicDocument(
  app: FastifyInstance,
  shell: string,
  request: PublicPageRequest,
): Promise<string> {
  const path = new URL(request.url, 'http://x').pathname;
  // The page showing the themes is kept per themes too: an admin may publish or edit one any time.
  const showsThemes = request.known && path === publicPaths.weddingSite;
  const themesVersion = showsThemes ? await publishedThemesVersion(app.db) : undefined;
  const key = JSON.stringify([
    shell,
    request.url,
    request.host,
    request.scripts,
    request.live.version,
    request.settings,
    themesVersion,
  ]);
  // A draft in the admin's preview (no version of its own) is rendered every time.
  const cacheable = request.live.version >= 0;
  const hit = cacheable ? cache.get(key) : undefined;
  if (hit) return hit;

  const themes = showsThemes ? await publishedThemes(app.db) : undefined;
  const page = rendersOnServer(path, request.known)
    ? await renderPublicPage(`${request.protocol}://${request.host}${request.url}`, {
        settings: request.settings,
        content: request.live.content,
        location: { protocol: `${request.protocol}:`, host: request.host },
        themes,
      })
    : { html: '' };
  const canonical = `${app.config.protocol}://${app.config.baseHost}${path}`;
  const head = [
    inlineJson('app-settings', request.settings),
    inlineJson('marketing-content', request.live.content),
    request.known ? `<link rel="canonical" href="${escapeHtml(canonical)}" />` : '',
    request.known && path === publicPaths.home ? structuredData(request, canonical) : '',
  ].join('\n    ');
  // Replacements by function: a text such as "R$&" must not be read as a replacement pattern.
  let html = shell
    .replace('<!--app-data-->', () => head)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
  const title = 'title' in page ? page.title : undefined;
  if (title) html = html.replace(/<title>.*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  html = inlineStyles(html);
  if (!request.scripts)
    html = html.replace(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g, '');
  else if (request.known && marketingPaths.has(path))
    html = afterFirstPaint(marketingScript(html), 'marketing');
  else
    html = afterFirstPaint(
      html,
      request.known && formPaths.has(path) && !request.url.includes('?') ? 'interaction' : 'now',
    );

  if (!cacheable) return html;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, html);
  return html;
}
