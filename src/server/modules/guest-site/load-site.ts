// Loads a published guest site by its slug, with everything the page renders.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { todayIn } from '../../../shared/dates.ts';
import { isEmptySection } from '../../../shared/empty-sections.ts';
import type { GuestSection, GuestSiteData } from '../../../shared/guest-site-data.ts';
import { musicSource, readSiteSettings } from '../../../shared/site.ts';
import { defaultThemeDesign, type ThemeDesign, themeDesignSchema } from '../../../shared/theme-design.ts';
import { answersOpen } from '../../../shared/wedding-events.ts';
import type { Db } from '../../db/client.ts';
import {
  couples,
  guestMessages,
  media,
  themeSections,
  themes,
  users,
  weddingEvents,
  weddings,
} from '../../db/schema.ts';
import { coupleOfWedding } from '../../db/wedding-couple.ts';
import { type GiftView, homeGifts, loadGuestGifts } from './load-gifts.ts';
import { ensureSiteSections } from './site-sections.ts';
import { type ThemeSectionSource, themePart } from './theme-content.ts';

export const MESSAGES_SHOWN = 50;

export interface LoadedSite {
  data: Omit<GuestSiteData, 'notice' | 'siteUrl'>;
  passwordHash: string | null;
}

export function mediaUrl(fileName: string): string {
  return `/media/${fileName}`;
}

/** The wedding behind a slug when its site is published and its couple active; else null. */
export async function findPublishedWedding(db: Db, slug: string) {
  const [row] = await db
    .select({ wedding: weddings, couple: couples })
    .from(weddings)
    .innerJoin(couples, coupleOfWedding)
    .innerJoin(users, eq(users.id, couples.userId))
    .where(and(eq(weddings.slug, slug), eq(weddings.sitePublished, true), eq(users.status, 'active')));
  return row ?? null;
}

/**
 * True when the slug is a wedding's whose site is not published yet: guests get "Site em
 * preparação" rather than the 404. A deactivated couple's site stays unknown.
 */
export async function isSiteInPreparation(db: Db, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: weddings.id })
    .from(weddings)
    .innerJoin(users, eq(users.id, weddings.coupleId))
    .where(and(eq(weddings.slug, slug), eq(weddings.sitePublished, false), eq(users.status, 'active')));
  return Boolean(row);
}

/** The site as guests will see it, also before it is published (the editor's preview). */
export async function loadSitePreview(db: Db, wedding: typeof weddings.$inferSelect): Promise<LoadedSite> {
  const [couple] = await db.select().from(couples).where(eq(couples.userId, wedding.coupleId));
  return loadSiteData(db, { wedding, couple: couple! }, homeGifts);
}

/** The stored file of an uploaded photo (the cover of a link preview), if it still exists. */
export async function mediaFileName(db: Db, mediaId: string): Promise<string | null> {
  const [file] = await db.select({ fileName: media.fileName }).from(media).where(eq(media.id, mediaId));
  return file?.fileName ?? null;
}

/** A theme's design with the couple's own colours and fonts on top. */
export function effectiveDesign(
  themeDesign: unknown,
  overrides: ReturnType<typeof readSiteSettings>['design'],
): ThemeDesign {
  const parsed = themeDesignSchema.safeParse(themeDesign);
  const base = parsed.success ? parsed.data : defaultThemeDesign;
  return {
    ...base,
    colors: { ...base.colors, ...overrides.colors },
    typography: {
      ...base.typography,
      headingFont: overrides.headingFont ?? base.typography.headingFont,
      bodyFont: overrides.bodyFont ?? base.typography.bodyFont,
    },
  };
}

/** What the guest site shows of an event (shared/wedding-events.ts `GuestEvent`). */
export const guestEventColumns = {
  id: weddingEvents.id,
  name: weddingEvents.name,
  date: weddingEvents.date,
  time: weddingEvents.time,
  placeName: weddingEvents.placeName,
  address: weddingEvents.address,
  mapsUrl: weddingEvents.mapsUrl,
  dressCode: weddingEvents.dressCode,
  notes: weddingEvents.notes,
};

export async function loadSiteData(
  db: Db,
  found: NonNullable<Awaited<ReturnType<typeof findPublishedWedding>>>,
  /** The gifts to render: the home's first few or the gift list page's (pages only). */
  giftView?: GiftView,
): Promise<LoadedSite> {
  const { wedding, couple } = found;
  const settings = readSiteSettings(wedding.siteSettings);
  const [[themeRow], themeParts, sections, messages, events] = await Promise.all([
    wedding.themeId
      ? db.select({ design: themes.design }).from(themes).where(eq(themes.id, wedding.themeId))
      : Promise.resolve([]),
    wedding.themeId
      ? db
          .select({
            id: themeSections.id,
            key: themeSections.key,
            blocks: themeSections.blocks,
            style: themeSections.style,
          })
          .from(themeSections)
          .where(eq(themeSections.themeId, wedding.themeId))
      : Promise.resolve([] as ThemeSectionSource[]),
    ensureSiteSections(db, wedding.id, wedding.themeId),
    db
      .select({
        id: guestMessages.id,
        authorName: guestMessages.authorName,
        body: guestMessages.body,
        createdAt: guestMessages.createdAt,
      })
      .from(guestMessages)
      .where(and(eq(guestMessages.weddingId, wedding.id), eq(guestMessages.status, 'published')))
      .orderBy(desc(guestMessages.createdAt))
      .limit(MESSAGES_SHOWN),
    db
      .select(guestEventColumns)
      .from(weddingEvents)
      .where(and(eq(weddingEvents.weddingId, wedding.id), eq(weddingEvents.isPublic, true)))
      .orderBy(asc(weddingEvents.position), asc(weddingEvents.createdAt)),
  ]);

  const design = effectiveDesign(themeRow?.design, settings.design);
  const byKey = new Map(themeParts.filter((t) => t.key).map((t) => [t.key, t]));
  const byId = new Map(themeParts.map((t) => [t.id, t]));
  // A hidden gift list shows nothing of itself, not even its section.
  const visible = sections.filter(
    (s) => s.visible && (s.kind !== 'lista-de-presentes' || wedding.giftListPublished),
  );
  const gifts =
    giftView && visible.some((s) => s.kind === 'lista-de-presentes')
      ? await loadGuestGifts(db, wedding, giftView)
      : null;
  // Nor does a published list with nothing to give yet (pages that render no gifts keep the link).
  const shown = giftView && !gifts ? visible.filter((s) => s.kind !== 'lista-de-presentes') : visible;
  const seen = new Map<string, number>();
  const drawn: GuestSection[] = shown.map((s) => {
    const n = (seen.get(s.kind) ?? 0) + 1;
    seen.set(s.kind, n);
    const content = (s.content ?? {}) as Record<string, unknown>;
    const source = s.themeSectionId ? byId.get(s.themeSectionId) : byKey.get(s.kind);
    return {
      id: s.id,
      kind: s.kind as GuestSection['kind'],
      title: s.title,
      anchor: n === 1 ? s.kind : `${s.kind}-${n}`,
      content,
      theme: themePart(source, design, s.kind, content),
    };
  });
  // Nor does a section that would only say its content comes "em breve" (no theme blocks stand in).
  const guestSections = drawn.filter(
    (s) => Boolean(s.theme?.blocks.length) || !isEmptySection(s.kind, s.content),
  );

  const wanted = new Set<string>();
  if (settings.intro.coverMediaId) wanted.add(settings.intro.coverMediaId);
  const music = musicSource(settings.music);
  if (music?.kind === 'file') wanted.add(music.mediaId);
  for (const s of guestSections) {
    const c = s.content as { photoIds?: string[]; people?: { photoId?: string | null }[] };
    for (const id of c.photoIds ?? []) wanted.add(id);
    for (const p of c.people ?? []) if (p.photoId) wanted.add(p.photoId);
  }
  const files = wanted.size
    ? await db
        .select({ id: media.id, fileName: media.fileName, width: media.width, height: media.height })
        .from(media)
        .where(and(eq(media.weddingId, wedding.id), inArray(media.id, [...wanted])))
    : [];
  const photos = Object.fromEntries(
    files.map((f) => [f.id, { id: f.id, url: mediaUrl(f.fileName), width: f.width, height: f.height }]),
  );

  return {
    passwordHash: wedding.sitePasswordHash,
    data: {
      weddingId: wedding.id,
      slug: wedding.slug ?? '',
      name1: couple.name1 ?? '',
      name2: couple.name2 ?? '',
      weddingDate: couple.weddingDate,
      design,
      intro: {
        headline: settings.intro.headline,
        showDate: settings.intro.showDate,
        countdown: settings.intro.countdown,
        coverUrl: settings.intro.coverMediaId ? (photos[settings.intro.coverMediaId]?.url ?? null) : null,
      },
      music: {
        embed: music?.kind === 'link' ? music.embed : null,
        url: music?.kind === 'file' ? (photos[music.mediaId]?.url ?? null) : null,
      },
      sections: guestSections,
      photos,
      messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
      messagesRequireApproval: settings.messagesRequireApproval,
      gifts,
      events,
      rsvpMode: wedding.rsvpMode,
      // A cached page follows within the cache's maximum age (a minute) of the deadline's end.
      rsvpClosed: !answersOpen(wedding.rsvpDeadline, todayIn()),
    },
  };
}
