// The guest site's model (issue 5): site settings and each section kind's content, validated the
// same way by the editor and the server.
import { z } from 'zod';
import { type MusicEmbed, musicEmbed } from './music-links.ts';
import { themeDesignSchema, themeFonts } from './theme-design.ts';

export const sectionKinds = [
  'home',
  'o-casal',
  'padrinhos',
  'cerimonia',
  'recepcao',
  'lista-de-presentes',
  'confirme-sua-presenca',
  'recados',
  'galeria',
  'videos',
  'texto',
] as const;
export type SectionKind = (typeof sectionKinds)[number];

/** Sections a couple can add more of ("Adicionar seção"); the eight defaults come with the theme. */
export const addableSections = [
  { kind: 'galeria', title: 'Galeria de fotos' },
  { kind: 'videos', title: 'Vídeos' },
  { kind: 'texto', title: 'Nova seção' },
] as const;

const text = (max: number) => z.string().trim().max(max);
const mediaId = z.uuid();

export const placeSchema = z.object({
  place: text(120).default(''),
  address: text(240).default(''),
  date: z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]).default(''),
  time: z.union([z.literal(''), z.string().regex(/^\d{2}:\d{2}$/)]).default(''),
  notes: text(1000).default(''),
});
export type Place = z.infer<typeof placeSchema>;

export const sectionContentSchemas = {
  home: z.object({}),
  'o-casal': z.object({ story: text(5000).default(''), photoIds: z.array(mediaId).max(12).default([]) }),
  padrinhos: z.object({
    people: z
      .array(
        z.object({
          name: text(80).min(1),
          role: text(80).default(''),
          photoId: mediaId.nullable().default(null),
        }),
      )
      .max(60)
      .default([]),
  }),
  cerimonia: placeSchema,
  recepcao: placeSchema,
  'lista-de-presentes': z.object({ text: text(1000).default('') }),
  'confirme-sua-presenca': z.object({ text: text(1000).default(''), deadline: placeSchema.shape.date }),
  recados: z.object({ text: text(1000).default('') }),
  galeria: z.object({ photoIds: z.array(mediaId).max(1000).default([]) }),
  videos: z.object({
    videos: z
      .array(z.object({ url: z.url().max(300), title: text(120).default('') }))
      .max(30)
      .default([]),
  }),
  texto: z.object({ text: text(10_000).default('') }),
} satisfies Record<SectionKind, z.ZodType>;

export type SectionContent<K extends SectionKind> = z.infer<(typeof sectionContentSchemas)[K]>;

export const musicMessages = {
  unsupportedLink: 'Use um link do YouTube ou do Spotify.',
} as const;

/** A song link the guest site plays in an embedded player (music-links.ts). */
export const musicLinkSchema = z
  .string()
  .trim()
  .max(300)
  .refine((link) => musicEmbed(link) !== null, musicMessages.unsupportedLink);

/**
 * The site's music: an uploaded file, a YouTube or Spotify link, or both kept; when both are there
 * the link plays (musicSource).
 */
export const musicSettingsSchema = z.object({
  mediaId: mediaId.nullable().default(null),
  url: musicLinkSchema.nullable().default(null),
});
export type MusicSettings = z.infer<typeof musicSettingsSchema>;

export type MusicSource = { kind: 'link'; embed: MusicEmbed } | { kind: 'file'; mediaId: string };

/** What the guest site plays: the link's player wins over an uploaded file. */
export function musicSource(music: MusicSettings): MusicSource | null {
  const embed = music.url ? musicEmbed(music.url) : null;
  if (embed) return { kind: 'link', embed };
  return music.mediaId ? { kind: 'file', mediaId: music.mediaId } : null;
}

export const siteSettingsSchema = z.object({
  intro: z
    .object({
      coverMediaId: mediaId.nullable().default(null),
      headline: text(120).default('Vamos nos casar!'),
      showDate: z.boolean().default(true),
      countdown: z.boolean().default(true),
    })
    .default({ coverMediaId: null, headline: 'Vamos nos casar!', showDate: true, countdown: true }),
  /** Colours and fonts the couple changed on top of the theme ("Personalizar tema"). */
  design: z
    .object({
      colors: themeDesignSchema.shape.colors.partial().default({}),
      headingFont: z.enum(themeFonts).optional(),
      bodyFont: z.enum(themeFonts).optional(),
    })
    .default({ colors: {} }),
  /** A link read before only YouTube and Spotify played (a direct audio address) is dropped. */
  music: musicSettingsSchema
    .extend({ url: musicLinkSchema.nullable().catch(null) })
    .default({ mediaId: null, url: null }),
  messagesRequireApproval: z.boolean().default(false),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** Stored settings, with defaults for anything missing or no longer valid. */
export function readSiteSettings(stored: unknown): SiteSettings {
  const parsed = siteSettingsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : siteSettingsSchema.parse({});
}

/** YouTube and Vimeo links as embeddable player URLs; null for anything else. */
export function videoEmbedUrl(url: string): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  const host = u.hostname.replace(/^(www\.|m\.)/, '');
  const id = (v: string | null | undefined) => (v && /^[\w-]{6,20}$/.test(v) ? v : null);
  if (host === 'youtu.be') {
    const v = id(u.pathname.slice(1));
    return v ? `https://www.youtube-nocookie.com/embed/${v}` : null;
  }
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const v = id(u.searchParams.get('v')) ?? id(/^\/(?:embed|shorts|live)\/([\w-]+)/.exec(u.pathname)?.[1]);
    return v ? `https://www.youtube-nocookie.com/embed/${v}` : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const v = /(?:^|\/)(\d{6,12})(?:$|\/|\?)/.exec(u.pathname)?.[1];
    return v ? `https://player.vimeo.com/video/${v}` : null;
  }
  return null;
}
