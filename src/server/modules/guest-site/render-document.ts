// Renders the guest site's HTML on the server: OG tags in the raw HTML for WhatsApp previews,
// the theme as CSS variables, the page from React, and one small script for the interactive parts.

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { formatDateLong } from '../../../shared/dates.ts';
import type { GuestSiteData } from '../../../shared/guest-site-data.ts';
import { guestTexts } from '../../../shared/guest-texts.ts';
import { paletteVariables } from '../../../shared/site-palette.ts';
import type { ThemeDesign } from '../../../shared/theme-design.ts';
import { GuestGiftListPage, GuestSite } from '../../../web/guest/guest-site.tsx';
import { escapeHtml } from '../../http/escape-html.ts';
import { entryAssets } from '../../http/web-manifest.ts';

function themeVariables(design: ThemeDesign): string {
  const c = design.colors;
  const t = design.typography;
  const vars: Record<string, string | number> = {
    ...paletteVariables(c),
    '--f-heading': `"${t.headingFont}"`,
    '--f-body': `"${t.bodyFont}"`,
    '--s-heading': t.headingSize,
    '--s-body': t.bodySize,
    '--s-section-title': t.sectionTitleSize,
    '--lh': t.lineHeight,
  };
  return `:root{${Object.entries(vars)
    .map(([k, v]) => `${k}:${String(v).replace(/[<>{};]/g, '')}`)
    .join(';')}}`;
}

interface DocumentMeta {
  title: string;
  description: string;
  url: string;
  image: string;
}

/**
 * The page's script, run once the page has painted by the public pages' loader
 * (static-files/static/after-first-paint.js), so it never delays the first paint; the loader keeps
 * what the guest does in the forms (`[data-island]`) until their React is there (ADR 030).
 */
function loaderTag(assets: { js: string; imports: string[] }): string {
  return `<script src="/static/after-first-paint.js" data-module="${assets.js}" data-preload="${assets.imports.join(' ')}" data-scope="[data-island]" defer></script>`;
}

export function documentHtml(
  design: ThemeDesign,
  meta: DocumentMeta,
  body: string,
  bodyAttrs: string,
  /** `indexable`: search engines may list the page (seo/guest-indexing.ts); every other page is noindex. */
  options: { script: boolean | 'checkout'; indexable?: boolean },
): string {
  // The checkout pages have a script (and styles) of their own; every other page the guest site's.
  const assets = entryAssets(
    options.script === 'checkout' ? 'guest/checkout/checkout-client.ts' : 'guest/guest-client.ts',
  );
  const m = Object.fromEntries(
    Object.entries(meta).map(([k, v]) => [k, escapeHtml(v)]),
  ) as unknown as DocumentMeta;
  // The page's description and its preview card in messaging apps and social networks.
  const metaTags: ['name' | 'property', string, string][] = [
    ['name', 'description', m.description],
    ['property', 'og:type', 'website'],
    ['property', 'og:locale', 'pt_BR'],
    ['property', 'og:site_name', 'Nosso Sim'],
    ['property', 'og:title', m.title],
    ['property', 'og:description', m.description],
    ['property', 'og:url', m.url],
    ['property', 'og:image', m.image],
    ['property', 'og:image:width', '1200'],
    ['property', 'og:image:height', '630'],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'theme-color', escapeHtml(design.colors.primary)],
  ];
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${m.title}</title>
${metaTags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${value}">`).join('\n')}
${options.indexable ? `<link rel="canonical" href="${m.url}">` : '<meta name="robots" content="noindex">'}
<link rel="icon" type="image/svg+xml" href="/static/favicon.svg">
${assets.css.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n')}
<style>${themeVariables(design)}</style>
${options.script ? loaderTag(assets) : ''}
</head>
<body ${bodyAttrs}>${body}</body>
</html>`;
}

export function siteMeta(
  site: Pick<GuestSiteData, 'name1' | 'name2' | 'weddingDate' | 'siteUrl' | 'intro'>,
  ogImage: string,
): DocumentMeta {
  const names = `${site.name1} & ${site.name2}`;
  const when = site.weddingDate ? ` em ${formatDateLong(site.weddingDate)}` : '';
  return {
    title: `${names} | Nosso Sim`,
    description: `${site.intro.headline} ${names} vão se casar${when}. Confirme sua presença, veja os detalhes e deixe um recado.`,
    url: site.siteUrl,
    image: ogImage,
  };
}

/** Whether search engines may list the page (an opted-in site without password); noindex when not said. */
interface Indexing {
  indexable?: boolean;
}

export function renderGuestSite(
  site: GuestSiteData,
  ogImage: string,
  qrSvg: string,
  { indexable = false }: Indexing = {},
): string {
  const body = renderToStaticMarkup(createElement(GuestSite, { site, qrSvg }));
  return documentHtml(site.design, siteMeta(site, ogImage), body, `data-slug="${escapeHtml(site.slug)}"`, {
    script: true,
    indexable,
  });
}

/** The gift list page (`/{slug}/presentes`), titled with the couple's name for the section. */
export function renderGiftListPage(
  site: GuestSiteData,
  ogImage: string,
  { indexable = false }: Indexing = {},
): string {
  const body = renderToStaticMarkup(createElement(GuestGiftListPage, { site }));
  const meta = siteMeta(site, ogImage);
  const title = site.sections.find((s) => s.kind === 'lista-de-presentes')?.title ?? '';
  return documentHtml(
    site.design,
    { ...meta, title: `${title} | ${meta.title}`, url: `${site.siteUrl}/presentes` },
    body,
    `data-slug="${escapeHtml(site.slug)}"`,
    { script: true, indexable },
  );
}

export function renderPasswordGate(
  site: Pick<GuestSiteData, 'name1' | 'name2' | 'weddingDate' | 'siteUrl' | 'intro' | 'slug' | 'design'>,
  ogImage: string,
  wrongPassword: boolean,
): string {
  const t = guestTexts;
  const body = `<main class="gate"><form class="card form" method="post" action="/${escapeHtml(site.slug)}/senha">
<h1 class="cover-names" style="font-size:2.4rem;text-align:center">${escapeHtml(site.name1)} <span class="amp">&amp;</span> ${escapeHtml(site.name2)}</h1>
<p style="text-align:center;margin:0"><strong>${t.passwordTitle}</strong></p>
<p class="muted" style="text-align:center;margin:0">${t.passwordHint}</p>
${wrongPassword ? `<p class="form-error" role="alert">${t.passwordWrong}</p>` : ''}
<div class="field"><label for="senha-site">${t.passwordLabel}</label><input id="senha-site" name="password" type="password" required autocomplete="current-password" autofocus></div>
<button class="button button-block" type="submit">${t.passwordSubmit}</button>
</form></main>`;
  return documentHtml(site.design, siteMeta(site, ogImage), body, '', { script: false });
}
