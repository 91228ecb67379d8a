// What a wedding's stationery is drawn from: the couple's names and date, the first event's place,
// the site's address, the theme's design with the couple's colours, the cover photo, the saved
// choices, and the households with a personal link.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { originFor } from '../../../shared/hosts.ts';
import { inviteLink } from '../../../shared/invite-code.ts';
import { readSiteSettings } from '../../../shared/site.ts';
import type { StationeryFacts, StationeryItem } from '../../../shared/stationery.ts';
import type { ThemeDesign } from '../../../shared/theme-design.ts';
import type { Db } from '../../db/client.ts';
import {
  couples,
  invitedHouseholds,
  stationeryDesigns,
  themes,
  weddingEvents,
  weddings,
} from '../../db/schema.ts';
import { coupleOfWedding } from '../../db/wedding-couple.ts';
import { AppError } from '../../http/errors.ts';
import { effectiveDesign, mediaFileName } from '../guest-site/load-site.ts';
import type { FileStore } from '../storage/file-store.ts';

export interface StationeryWedding {
  weddingId: string;
  slug: string;
  siteUrl: string;
  sitePublished: boolean;
  facts: StationeryFacts;
  design: ThemeDesign;
  coverMediaId: string | null;
}

export interface Origins {
  baseHost: string;
  protocol: 'http' | 'https';
}

export async function loadStationeryWedding(
  db: Db,
  weddingId: string,
  origins: Origins,
): Promise<StationeryWedding> {
  const [row] = await db
    .select({
      slug: weddings.slug,
      sitePublished: weddings.sitePublished,
      siteSettings: weddings.siteSettings,
      themeDesign: themes.design,
      name1: couples.name1,
      name2: couples.name2,
      weddingDate: couples.weddingDate,
    })
    .from(weddings)
    .innerJoin(couples, coupleOfWedding)
    .leftJoin(themes, eq(themes.id, weddings.themeId))
    .where(eq(weddings.id, weddingId));
  if (!row) throw new AppError('WEDDING_NOT_FOUND');
  const [event] = await db
    .select({ placeName: weddingEvents.placeName })
    .from(weddingEvents)
    .where(and(eq(weddingEvents.weddingId, weddingId), isNotNull(weddingEvents.placeName)))
    .orderBy(asc(weddingEvents.position), asc(weddingEvents.createdAt))
    .limit(1);
  const settings = readSiteSettings(row.siteSettings);
  const slug = row.slug ?? '';
  const siteUrl = `${originFor('noivos', origins.baseHost, origins.protocol)}/${slug}`;
  return {
    weddingId,
    slug,
    siteUrl,
    sitePublished: row.sitePublished,
    facts: {
      name1: row.name1 ?? '',
      name2: row.name2 ?? '',
      weddingDate: row.weddingDate,
      place: event?.placeName ?? null,
      siteAddress: siteUrl.replace(/^https?:\/\//, ''),
    },
    design: effectiveDesign(row.themeDesign, settings.design),
    coverMediaId: settings.intro.coverMediaId,
  };
}

export async function savedDesigns(db: Db, weddingId: string) {
  const rows = await db
    .select({
      item: stationeryDesigns.item,
      layout: stationeryDesigns.layout,
      texts: stationeryDesigns.texts,
    })
    .from(stationeryDesigns)
    .where(eq(stationeryDesigns.weddingId, weddingId));
  return new Map(rows.map((r) => [r.item as StationeryItem, r]));
}

/** The cover photo as a JPEG data URI at most 1080 wide (satori reads PNG and JPEG, not WebP). */
export async function coverDataUri(db: Db, files: FileStore, mediaId: string | null): Promise<string | null> {
  if (!mediaId) return null;
  const fileName = await mediaFileName(db, mediaId);
  const photo = fileName ? await files.read(fileName).catch(() => null) : null;
  if (!photo) return null;
  const jpeg = await sharp(photo.data)
    .resize({ width: 1080, withoutEnlargement: true })
    .jpeg({ quality: 85 })
    .toBuffer()
    .catch(() => null);
  return jpeg ? `data:image/jpeg;base64,${jpeg.toString('base64')}` : null;
}

export interface HouseholdLink {
  id: string;
  name: string;
  link: string;
}

/** Households whose personal link is live, by name. */
export async function householdLinks(
  db: Db,
  wedding: StationeryWedding,
  householdId?: string,
): Promise<HouseholdLink[]> {
  const rows = await db
    .select({ id: invitedHouseholds.id, name: invitedHouseholds.name, code: invitedHouseholds.inviteCode })
    .from(invitedHouseholds)
    .where(
      and(
        eq(invitedHouseholds.weddingId, wedding.weddingId),
        isNotNull(invitedHouseholds.inviteCode),
        householdId ? eq(invitedHouseholds.id, householdId) : undefined,
      ),
    )
    .orderBy(asc(invitedHouseholds.nameKey));
  return rows.map((r) => ({ id: r.id, name: r.name, link: inviteLink(wedding.siteUrl, r.code ?? '') }));
}
