// The page a browser gets while the database is away for a moment (a guest's form post, a page the
// cache did not hold): no JavaScript, nothing to load from the server.
import { brandColours as c } from '../../shared/brand-colours.ts';
import { unavailableTexts } from '../../shared/messages.ts';

export function renderUnavailableHtml(): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${unavailableTexts.title}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:${c.cream};color:${c.ink};text-align:center;padding:24px}
h1{font-family:Georgia,serif;font-size:2rem;margin:0 0 12px}p{max-width:32rem;color:${c.muted};line-height:1.6}
</style>
</head>
<body><main><h1>${unavailableTexts.title}</h1><p>${unavailableTexts.message}</p></main></body>
</html>`;
}
