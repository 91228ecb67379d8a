// `/{slug}/save-the-date` on the `noivos.` host: the link a Save the Date goes out with, also before
// the site is published. It shows only what the card itself says of the couple (names and date, and
// the card), so it answers only once the couple has saved their Save the Date, their choice to send
// it; otherwise the address does not exist. Its preview on WhatsApp (og:image) is the square card.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readStationeryDesign, stationeryPalette } from '../../../shared/stationery.ts';
import { stationeryDesigns, users, weddings } from '../../db/schema.ts';
import { escapeHtml } from '../../http/escape-html.ts';
import { sendNotFoundPage } from '../../http/not-found-html.ts';
import { slugParams } from '../../http/route-schemas.ts';
import { secretLinkLimits } from '../auth/rate-limits.ts';
import { noivosHost } from '../guest-site/guest-site-routes.ts';
import { renderDesign, stationeryWedding } from './stationery-service.ts';

export const saveTheDatePath = (siteUrl: string) => `${siteUrl}/save-the-date`;

/** The wedding at this slug whose couple (an active account) saved a Save the Date, if any. */
async function weddingWithSaveTheDate(app: FastifyInstance, slug: string) {
  const [row] = await app.db
    .select({ id: weddings.id, layout: stationeryDesigns.layout, texts: stationeryDesigns.texts })
    .from(weddings)
    .innerJoin(users, eq(users.id, weddings.coupleId))
    .innerJoin(
      stationeryDesigns,
      and(eq(stationeryDesigns.weddingId, weddings.id), eq(stationeryDesigns.item, 'save-the-date')),
    )
    .where(and(eq(weddings.slug, slug), eq(users.status, 'active')));
  if (!row) return null;
  const wedding = await stationeryWedding(app, row.id);
  const design = readStationeryDesign(
    'save-the-date',
    { layout: row.layout, texts: row.texts },
    wedding.facts,
  );
  return { wedding, design };
}

function saveTheDateHtml(page: {
  names: string;
  date: string;
  url: string;
  colours: ReturnType<typeof stationeryPalette>;
}) {
  const names = escapeHtml(page.names);
  const date = escapeHtml(page.date);
  const picture = `${page.url}.png`;
  const c = page.colours;
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Save the Date · ${names}</title>
<meta property="og:title" content="Save the Date · ${names}">
${date ? `<meta property="og:description" content="${date}">\n` : ''}<meta property="og:image" content="${picture}">
<meta property="og:image:width" content="1080">
<meta property="og:image:height" content="1080">
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:${c.surface};color:${c.text};text-align:center;padding:24px}
main{max-width:32rem}p.kicker{letter-spacing:.2em;text-transform:uppercase;font-size:.8rem;color:${c.textLight};margin:0 0 8px}
h1{font-family:Georgia,serif;font-size:2.2rem;margin:0 0 8px;color:${c.names}}p.date{font-size:1.2rem;font-weight:600;margin:0 0 20px}
img{width:100%;height:auto;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.08)}
</style>
</head>
<body><main><p class="kicker">Save the Date</p><h1>${names}</h1>${date ? `<p class="date">${date}</p>` : ''}<img src="${picture}" width="1080" height="1080" alt="Save the Date de ${names}${date ? `: ${date}` : ''}"></main></body>
</html>`;
}

export const saveTheDateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { preHandler, recordWrongKey } = secretLinkLimits(
    app,
    { name: 'save-the-date-ip', max: 120 },
    'save-the-date-erros-ip',
  );
  const options = {
    constraints: { host: noivosHost },
    schema: { hide: true, params: slugParams },
    preHandler,
  };

  app.get('/:slug/save-the-date', options, async (request, reply) => {
    const found = await weddingWithSaveTheDate(app, request.params.slug);
    if (!found) {
      await recordWrongKey(request);
      return sendNotFoundPage(reply, app.config);
    }
    const { wedding, design } = found;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, max-age=60')
      .header('x-robots-tag', 'noindex')
      .send(
        saveTheDateHtml({
          names: design.texts.names,
          date: design.texts.date,
          url: saveTheDatePath(wedding.siteUrl),
          colours: stationeryPalette(wedding.design.colors),
        }),
      );
  });

  app.get('/:slug/save-the-date.png', options, async (request, reply) => {
    const found = await weddingWithSaveTheDate(app, request.params.slug);
    if (!found) {
      await recordWrongKey(request);
      return sendNotFoundPage(reply, app.config);
    }
    const picture = await renderDesign(app, found.wedding, found.design, 'quadrado');
    return reply
      .type(picture.type)
      .header('cache-control', 'private, max-age=600')
      .header('x-robots-tag', 'noindex')
      .send(picture.data);
  });
};
