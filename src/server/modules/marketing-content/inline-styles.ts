// A phone on a slow network paints a public page as soon as its HTML arrives when the page's styles
// travel inside it: the rules of the build's stylesheets that the page uses are inlined (one round
// trip fewer before the first paint, and a few kilobytes to read instead of the whole app's styles)
// and the heading font is asked for at once, not after the styles are read. Each inlined block names
// its stylesheet (`data-href`), which loads whole with the app's scripts
// (static-files/static/after-first-paint.js) before anything changes the page. Files are read once
// per process; under `npm run dev` (no built stylesheets) the page is left as it is.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../project-root.ts';
import { criticalCss } from './critical-css.ts';

const stylesheet = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g;
const files = new Map<string, string | null>();

function read(href: string): string | null {
  if (!files.has(href)) {
    let css: string | null = null;
    try {
      css = readFileSync(path.join(projectRoot, 'dist/web', href), 'utf8');
    } catch {
      // Not built (development through Vite): the link stays.
    }
    files.set(href, css);
  }
  return files.get(href) ?? null;
}

/** The font of the pages' headings (Playfair Display, bold), in the inlined styles. */
function headingFont(css: string): string | undefined {
  return /url\((\/assets\/playfair-display-latin-700-normal-[^)]+\.woff2)\)/.exec(css)?.[1];
}

export function inlineStyles(html: string): string {
  let font: string | undefined;
  const inlined = html.replace(stylesheet, (link, href: string) => {
    const css = read(href);
    if (css === null) return link;
    font ??= headingFont(css);
    return `<style data-href="${href}">${criticalCss(css, html).replace(/<\/style/gi, '<\\/style')}</style>`;
  });
  if (!font) return inlined;
  return inlined.replace(
    '<meta charset="UTF-8" />',
    () =>
      `<meta charset="UTF-8" />\n    <link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin />`,
  );
}
