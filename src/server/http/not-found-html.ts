// A not-found page that needs no JavaScript, for hosts whose pages the server renders.
import { brandColours as c } from '../../shared/brand-colours.ts';
import { originFor } from '../../shared/hosts.ts';
import { notFoundTexts } from '../../shared/messages.ts';
import type { Config } from '../config.ts';

export function renderNotFoundHtml(config: Pick<Config, 'baseHost' | 'protocol'>): string {
  const home = originFor('public', config.baseHost, config.protocol);
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${notFoundTexts.title}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:${c.cream};color:${c.ink};text-align:center;padding:24px}
h1{font-family:Georgia,serif;font-size:2rem;margin:0 0 12px}p{max-width:32rem;color:${c.muted};line-height:1.6}
a{display:inline-block;margin-top:20px;background:${c.brandDark};color:#fff;padding:12px 24px;border-radius:999px;text-decoration:none;font-weight:600}
</style>
</head>
<body><main><h1>${notFoundTexts.title}</h1><p>${notFoundTexts.description}</p><a href="${home}/">${notFoundTexts.back}</a></main></body>
</html>`;
}
