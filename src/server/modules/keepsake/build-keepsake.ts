// The site keepsake (issue 23): the couple's site as static files in a zip that opens offline
// from `index.html`: the home with every section and its photos, the gift list page, a page of the
// message wall and the gifts received with their messages, the RSVP list and the gifts as CSV. The
// pages are the guest site's own server rendering, made relative by static-pages.ts.
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import yazl from 'yazl';
import { formatDateShort, todayIn } from '../../../shared/dates.ts';
import { keepsakeTexts as k } from '../../../shared/extras.ts';
import type { GuestSiteData } from '../../../shared/guest-site-data.ts';
import { hostFor, originFor } from '../../../shared/hosts.ts';
import { couples, guestMessages, weddings } from '../../db/schema.ts';
import { coupleOfWedding } from '../../db/wedding-couple.ts';
import { escapeHtml } from '../../http/escape-html.ts';
import { receivedGiftsCsv } from '../gifts-received/gifts-received-csv.ts';
import { allReceivedGifts } from '../gifts-received/gifts-received-queries.ts';
import { homeGifts } from '../guest-site/load-gifts.ts';
import { loadSiteData } from '../guest-site/load-site.ts';
import { siteQrSvg } from '../guest-site/qr-code.ts';
import {
  documentHtml,
  renderGiftListPage,
  renderGuestSite,
  siteMeta,
} from '../guest-site/render-document.ts';
import { rsvpsCsv } from '../rsvp/rsvp-queries.ts';
import { type FetchOwn, staticPages } from './static-pages.ts';

const day = (d: Date) => formatDateShort(todayIn('America/Sao_Paulo', d));

/** The app's own files, as the couples' host serves them (uploads read from the store directly). */
function fetchOwnFrom(app: FastifyInstance): FetchOwn {
  return async (path) => {
    // The couple's uploads straight from the store (a locked site's files need no unlocking here);
    // everything else (styles, fonts, catalogue pictures) as the couples' host serves it.
    const upload = path.match(/^\/media\/([\w-]+\.[a-z0-9]+)(?:\?.*)?$/i)?.[1];
    if (upload) {
      const file = await app.files.read(upload);
      return file && { status: 200, body: file.data, contentType: file.contentType };
    }
    const res = await app.inject({
      method: 'GET',
      url: path,
      headers: { host: hostFor('noivos', app.config.baseHost) },
    });
    return {
      status: res.statusCode,
      body: res.rawPayload,
      contentType: String(res.headers['content-type'] ?? ''),
    };
  };
}

/** Links between the keepsake's pages, above each. */
function withNav(html: string, slug: string): string {
  const nav = `<nav aria-label="${k.nav}" style="padding:12px 16px;text-align:center;font:14px/1.6 system-ui,sans-serif;background:#fff;border-bottom:1px solid #0001">
<a href="/${slug}">${k.home}</a> · <a href="/${slug}/presentes">${k.gifts}</a> · <a href="/${slug}/recados">${k.wall}</a></nav>`;
  return html.replace(/<body([^>]*)>/, `<body$1>${nav}`);
}

async function wallPage(app: FastifyInstance, site: GuestSiteData, weddingId: string): Promise<string> {
  const [messages, gifts] = await Promise.all([
    app.db
      .select({
        author: guestMessages.authorName,
        body: guestMessages.body,
        createdAt: guestMessages.createdAt,
      })
      .from(guestMessages)
      .where(and(eq(guestMessages.weddingId, weddingId), eq(guestMessages.status, 'published')))
      .orderBy(desc(guestMessages.createdAt)),
    allReceivedGifts(app.db, weddingId),
  ]);
  const given = gifts.filter((g) => g.status === 'concluido');
  const list = (items: string[], empty: string) =>
    items.length
      ? `<ul style="list-style:none;padding:0;display:grid;gap:16px">${items.join('')}</ul>`
      : `<p class="muted">${empty}</p>`;
  const body = `<main class="gift-page"><div class="container">
<article class="card"><h1 class="gift-detail-name">${k.messagesTitle}</h1>
${list(
  messages.map(
    (m) =>
      `<li><blockquote style="margin:0">${escapeHtml(m.body)}</blockquote><p class="muted small">${escapeHtml(m.author)} · ${day(m.createdAt)}</p></li>`,
  ),
  k.noMessages,
)}</article>
<article class="card"><h2>${k.giftsTitle}</h2>
${list(
  given.map(
    (g) =>
      `<li><p><strong>${escapeHtml(k.gave(g.guestName, g.kind === 'gravata' ? 'Gravata digital' : g.itemName))}</strong> · ${day(new Date(g.confirmedAt ?? g.createdAt))}</p>${g.message ? `<blockquote style="margin:0">${escapeHtml(g.message)}</blockquote>` : ''}</li>`,
  ),
  k.noGifts,
)}</article>
<p class="muted small">${k.builtOn(day(new Date()))} ${k.files}</p>
</div></main>`;
  const meta = siteMeta(site, '');
  return documentHtml(
    site.design,
    { ...meta, title: `${k.wall} | ${meta.title}`, url: `${site.siteUrl}/recados` },
    body,
    '',
    {
      script: false,
    },
  );
}

/** The zip's bytes, for the wedding as it is now. */
export async function buildKeepsakeZip(app: FastifyInstance, weddingId: string): Promise<Buffer> {
  const [found] = await app.db
    .select({ wedding: weddings, couple: couples })
    .from(weddings)
    .innerJoin(couples, coupleOfWedding)
    .where(eq(weddings.id, weddingId));
  if (!found?.wedding.slug) throw new Error(`wedding ${weddingId} has no site to keep`);
  const slug = found.wedding.slug;
  const siteUrl = `${originFor('noivos', app.config.baseHost, app.config.protocol)}/${slug}`;
  const [home, list] = await Promise.all([
    loadSiteData(app.db, found, homeGifts),
    loadSiteData(app.db, found, { query: {}, perPage: 1000 }),
  ]);
  const site: GuestSiteData = { ...home.data, siteUrl, notice: null };
  const pages = staticPages({
    slug,
    fetchOwn: fetchOwnFrom(app),
    pages: {
      '': 'index.html',
      '/presentes': list.data.gifts ? 'presentes.html' : 'index.html',
      '/recados': 'recados.html',
    },
    formNote: k.formNote,
  });
  const og = `/${slug}/og.png`;
  const html: [string, string][] = [
    ['index.html', renderGuestSite(site, og, await siteQrSvg(siteUrl, site.design.colors.text))],
    ['recados.html', await wallPage(app, site, weddingId)],
  ];
  if (list.data.gifts)
    html.push(['presentes.html', renderGiftListPage({ ...list.data, siteUrl, notice: null }, og)]);

  const zip = new yazl.ZipFile();
  for (const [name, page] of html) zip.addBuffer(Buffer.from(await pages.page(withNav(page, slug))), name);
  for (const [name, data] of pages.files) zip.addBuffer(data, name);
  // A spreadsheet opens these as the panel's exports do (UTF-8 with its mark, semicolons).
  zip.addBuffer(Buffer.from(await rsvpsCsv(app.db, weddingId)), 'confirmacoes.csv');
  zip.addBuffer(Buffer.from(await receivedGiftsCsv(app.db, weddingId)), 'presentes-recebidos.csv');
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
