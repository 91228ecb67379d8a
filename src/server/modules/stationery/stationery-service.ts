// The couple's stationery: read and save each item's choices, and render its pictures (through
// the content cache) for the preview, the downloads, each household's invitation and the zip.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import yazl from 'yazl';
import { slugPart } from '../../../shared/slug.ts';
import {
  readStationeryDesign,
  type StationeryDesignInput,
  type StationeryDownloadFormat,
  type StationeryItem,
  type StationeryItemView,
  type StationeryOverview,
  type StationeryPictureFormat,
  stationeryFormats,
  stationeryItems,
  stationeryPalette,
} from '../../../shared/stationery.ts';
import { invitedHouseholds, stationeryDesigns } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { cardPdf, cardSvg, svgToPng } from './render-stationery.ts';
import { contentKey } from './stationery-cache.ts';
import {
  coverDataUri,
  type HouseholdLink,
  householdLinks,
  loadStationeryWedding,
  type StationeryWedding,
  savedDesigns,
} from './stationery-data.ts';

const origins = (app: FastifyInstance) => ({ baseHost: app.config.baseHost, protocol: app.config.protocol });

export function stationeryWedding(app: FastifyInstance, weddingId: string) {
  return loadStationeryWedding(app.db, weddingId, origins(app));
}

export async function stationeryOverview(
  app: FastifyInstance,
  weddingId: string,
): Promise<StationeryOverview> {
  const wedding = await stationeryWedding(app, weddingId);
  const saved = await savedDesigns(app.db, weddingId);
  const [count] = await app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(invitedHouseholds)
    .where(
      sql`${invitedHouseholds.weddingId} = ${weddingId} and ${invitedHouseholds.inviteCode} is not null`,
    );
  return {
    items: stationeryItems.map((item) => readStationeryDesign(item, saved.get(item), wedding.facts)),
    siteUrl: wedding.siteUrl,
    sitePublished: wedding.sitePublished,
    households: count?.n ?? 0,
  };
}

export async function saveStationery(
  app: FastifyInstance,
  weddingId: string,
  item: StationeryItem,
  input: StationeryDesignInput,
): Promise<StationeryItemView> {
  await app.db
    .insert(stationeryDesigns)
    .values({ weddingId, item, layout: input.layout, texts: input.texts })
    .onConflictDoUpdate({
      target: [stationeryDesigns.weddingId, stationeryDesigns.item],
      set: { layout: input.layout, texts: input.texts, updatedAt: sql`now()` },
    });
  const wedding = await stationeryWedding(app, weddingId);
  return readStationeryDesign(item, { layout: input.layout, texts: input.texts }, wedding.facts);
}

/** The item as saved (or its defaults). */
async function savedItem(app: FastifyInstance, wedding: StationeryWedding, item: StationeryItem) {
  const saved = await savedDesigns(app.db, wedding.weddingId);
  return readStationeryDesign(item, saved.get(item), wedding.facts);
}

interface QrTarget {
  link: string;
  label: string | null;
}

async function qrDataUri(link: string, colour: string): Promise<string> {
  const svg = await QRCode.toString(link, {
    type: 'svg',
    margin: 1,
    color: { dark: colour, light: '#ffffff' },
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The invitation carries a QR code: to the site, or to a household's personal link. */
function qrFor(item: StationeryItem, wedding: StationeryWedding, household?: HouseholdLink): QrTarget | null {
  if (household) return { link: household.link, label: household.name };
  return item === 'convite' ? { link: wedding.siteUrl, label: null } : null;
}

export type RenderFormat = StationeryPictureFormat | 'pdf' | 'svg';
export interface Rendered {
  data: Buffer;
  type: string;
}

/** One picture of a design, from the cache when the same content was rendered before. */
export async function renderDesign(
  app: FastifyInstance,
  wedding: StationeryWedding,
  design: Pick<StationeryItemView, 'item' | 'layout' | 'texts'>,
  format: RenderFormat,
  household?: HouseholdLink,
): Promise<Rendered> {
  const qr = qrFor(design.item, wedding, household);
  const content = {
    format,
    layout: design.layout,
    texts: design.texts,
    design: wedding.design,
    cover: design.layout === 'foto' ? wedding.coverMediaId : null,
    qr,
  };
  const type = format === 'pdf' ? 'application/pdf' : format === 'svg' ? 'image/svg+xml' : 'image/png';
  const data = await app.stationeryCache.through(
    wedding.weddingId,
    contentKey(content),
    async () => {
      const card = {
        layout: design.layout,
        texts: design.texts,
        design: wedding.design,
        cover: content.cover ? await coverDataUri(app.db, app.files, content.cover) : null,
        qr: qr
          ? { svg: await qrDataUri(qr.link, stationeryPalette(wedding.design.colors).text), label: qr.label }
          : null,
      };
      if (format === 'pdf') return (await cardPdf(card)).pdf;
      const size = stationeryFormats[format === 'svg' ? 'stories' : format];
      const svg = await cardSvg({ ...card, ...size });
      return format === 'svg' ? Buffer.from(svg) : svgToPng(svg, size.width);
    },
    { disk: format !== 'svg' },
  );
  return { data, type };
}

/** A download of the saved item. */
export async function downloadItem(
  app: FastifyInstance,
  weddingId: string,
  item: StationeryItem,
  format: StationeryDownloadFormat,
): Promise<Rendered & { slug: string }> {
  const wedding = await stationeryWedding(app, weddingId);
  const design = await savedItem(app, wedding, item);
  return { ...(await renderDesign(app, wedding, design, format)), slug: wedding.slug };
}

/** One household's invitation (its name and a QR code of its personal link). */
export async function householdInvitation(
  app: FastifyInstance,
  wedding: StationeryWedding,
  householdId: string,
  format: StationeryPictureFormat,
): Promise<Rendered> {
  const [household] = await householdLinks(app.db, wedding, householdId);
  if (!household) throw new AppError('NOT_FOUND');
  const design = await savedItem(app, wedding, 'convite');
  return renderDesign(app, wedding, design, format, household);
}

/** Every household's invitation (stories PNG) in one zip, rendered one after another. */
export async function householdInvitationsZip(app: FastifyInstance, weddingId: string): Promise<Buffer> {
  const wedding = await stationeryWedding(app, weddingId);
  const households = await householdLinks(app.db, wedding);
  const design = await savedItem(app, wedding, 'convite');
  const zip = new yazl.ZipFile();
  const used = new Set<string>();
  for (const household of households) {
    const { data } = await renderDesign(app, wedding, design, 'stories', household);
    zip.addBuffer(data, uniqueName(used, household.name), { compress: false });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** "convite-familia-souza.png", numbered when two households share a name. */
function uniqueName(used: Set<string>, name: string): string {
  const base = `convite-${slugPart(name) || 'convidados'}`;
  let file = `${base}.png`;
  for (let n = 2; used.has(file); n++) file = `${base}-${n}.png`;
  used.add(file);
  return file;
}
