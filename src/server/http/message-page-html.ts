// A one-message page in the brand's colours that needs no JavaScript and loads nothing: the shell of
// the not-found, "unavailable" and unsubscribe pages.
import { brandColours as c } from '../../shared/brand-colours.ts';
import { escapeHtml } from './escape-html.ts';

export function renderMessagePage(page: {
  title: string;
  message: string;
  link?: { href: string; text: string };
  /** A button that posts to `path` (a choice to confirm without JavaScript). */
  action?: { path: string; label: string };
  /** Keeps search engines from listing the page (a guest site not yet published). */
  noindex?: boolean;
}) {
  const linkStyle = page.link
    ? `\na{display:inline-block;margin-top:20px;background:${c.brandDark};color:#fff;padding:12px 24px;border-radius:999px;text-decoration:none;font-weight:600}`
    : '';
  const actionStyle = page.action
    ? `\nbutton{margin-top:20px;min-height:44px;border:0;cursor:pointer;font:inherit;background:${c.brandDark};color:#fff;padding:12px 24px;border-radius:999px;font-weight:600}
button:focus-visible{outline:3px solid ${c.ink};outline-offset:3px}`
    : '';
  const link = page.link ? `<a href="${page.link.href}">${page.link.text}</a>` : '';
  const form = page.action
    ? `<form method="post" action="${escapeHtml(page.action.path)}"><button type="submit">${escapeHtml(page.action.label)}</button></form>`
    : '';
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">${page.noindex ? '\n<meta name="robots" content="noindex">' : ''}
<title>${page.title}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:${c.cream};color:${c.ink};text-align:center;padding:24px}
h1{font-family:Georgia,serif;font-size:2rem;margin:0 0 12px}p{max-width:32rem;color:${c.muted};line-height:1.6}${linkStyle}${actionStyle}
</style>
</head>
<body><main><h1>${page.title}</h1><p>${page.message}</p>${link}${form}</main></body>
</html>`;
}
