// The document around each host's HTML entry (index.html, painel.html, admin.html): the language,
// the head every host shares, the `<!--app-data-->` slot the server fills (server/http/pages.ts) and
// the root element. An entry holds only what is its own: its title and its script. A Vite plugin,
// so the build and `npm run dev` (Vite's middleware) serve the same document.
import type { Plugin } from 'vite';

const description =
  'Crie grátis o site do seu casamento e uma lista de presentes em dinheiro: PIX, boleto e cartão, com saque por PIX sem custo.';

function wrap(entry: string): string {
  const title = entry.match(/<title>.*<\/title>/)?.[0];
  const script = entry.match(/<script .*<\/script>/)?.[0];
  if (!title || !script) throw new Error('An HTML entry holds its <title> and its <script>.');
  return `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="theme-color" content="#E77BAF" />
    <link rel="icon" type="image/svg+xml" href="/static/favicon.svg" />
    ${title}
    <meta name="description" content="${description}" />
    <!--app-data-->
  </head>
  <body>
    <div id="root"></div>
    ${script}
  </body>
</html>
`;
}

export function htmlShell(): Plugin {
  return { name: 'html-shell', transformIndexHtml: { order: 'pre', handler: wrap } };
}
