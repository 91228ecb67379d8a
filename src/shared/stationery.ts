// Papelaria (issue 22, section 1): the couple's Convite, Save the Date and Comunicado. Each item has
// layouts and texts whose defaults come from the wedding's data; the couple edits the texts within
// these limits, and the server renders the picture (PNG for phones, PDF for print) in the theme.
import { z } from 'zod';
import { choices } from './choices.ts';
import { AA_LARGE, AA_TEXT, ensureContrast, mix } from './contrast.ts';
import { formatDateLong } from './dates.ts';
import type { ThemeDesign } from './theme-design.ts';

export const { values: stationeryItems, labels: stationeryItemLabels } = choices({
  convite: 'Convite',
  'save-the-date': 'Save the Date',
  comunicado: 'Comunicado',
});
export type StationeryItem = (typeof stationeryItems)[number];

/** Every item offers the same three layouts: centred, with the cover photo, and framed. */
export const { values: stationeryLayouts, labels: stationeryLayoutLabels } = choices({
  classico: 'Clássico',
  foto: 'Com foto de capa',
  moldura: 'Moldura',
});
export type StationeryLayout = (typeof stationeryLayouts)[number];

/** Pixel sizes of the phone pictures, and the print page (A5) with its bleed, in millimetres. */
export const stationeryFormats = {
  stories: { width: 1080, height: 1920, label: 'PNG para stories (1080x1920)' },
  quadrado: { width: 1080, height: 1080, label: 'PNG quadrado (1080x1080)' },
} as const;
export type StationeryPictureFormat = keyof typeof stationeryFormats;
export const stationeryDownloadFormats = ['stories', 'quadrado', 'pdf'] as const;
export type StationeryDownloadFormat = (typeof stationeryDownloadFormats)[number];

export const A5_MM = { width: 148, height: 210 } as const;
export const BLEED_MM = 3;

const textLimits = {
  heading: 60,
  names: 80,
  date: 80,
  place: 120,
  message: 280,
  footer: 120,
} as const;

const limitedText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} pode ter até ${max} caracteres.`);

export const stationeryTextsSchema = z.object({
  heading: limitedText(textLimits.heading, 'O título'),
  names: limitedText(textLimits.names, 'Os nomes').min(1, 'Escreva os nomes do casal.'),
  date: limitedText(textLimits.date, 'A data'),
  place: limitedText(textLimits.place, 'O local'),
  message: limitedText(textLimits.message, 'A mensagem'),
  footer: limitedText(textLimits.footer, 'O rodapé'),
});
export type StationeryTexts = z.infer<typeof stationeryTextsSchema>;

export const stationeryTextLabels: Record<keyof StationeryTexts, string> = {
  heading: 'Título',
  names: 'Nomes do casal',
  date: 'Data',
  place: 'Local',
  message: 'Mensagem',
  footer: 'Rodapé',
};
export { textLimits as stationeryTextLimits };

/** What the couple saves (and previews before saving) for one item. */
export const stationeryDesignInput = z.object({
  layout: z.enum(stationeryLayouts, 'Escolha um dos modelos.'),
  texts: stationeryTextsSchema,
});
export type StationeryDesignInput = z.infer<typeof stationeryDesignInput>;

/** One item as the panel reads it: what is saved (or the defaults), and the defaults to restore. */
export const stationeryItemView = z.object({
  item: z.enum(stationeryItems),
  layout: z.enum(stationeryLayouts),
  texts: stationeryTextsSchema,
  defaults: stationeryTextsSchema,
  saved: z.boolean(),
});
export type StationeryItemView = z.infer<typeof stationeryItemView>;

export const stationeryOverview = z.object({
  items: z.array(stationeryItemView),
  siteUrl: z.string(),
  sitePublished: z.boolean(),
  households: z.number().int(),
});
export type StationeryOverview = z.infer<typeof stationeryOverview>;

/** The wedding's data each item's default texts are made of. */
export interface StationeryFacts {
  name1: string;
  name2: string;
  /** ISO date, or null while the couple has not set it. */
  weddingDate: string | null;
  /** The first event's place ("Igreja Nossa Senhora do Brasil, São Paulo"), if any. */
  place: string | null;
  /** The guest site's address, without the scheme (what is printed). */
  siteAddress: string;
}

export function coupleNames(facts: Pick<StationeryFacts, 'name1' | 'name2'>): string {
  const names = [facts.name1.trim(), facts.name2.trim()].filter(Boolean);
  return names.join(' & ') || 'Os noivos';
}

const headings: Record<StationeryItem, string> = {
  convite: 'Convidamos você para o nosso casamento',
  'save-the-date': 'Save the Date',
  comunicado: 'Comunicado importante',
};

const messages: Record<StationeryItem, string> = {
  convite: 'Será uma alegria ter você conosco neste dia tão especial. Confirme sua presença pelo site.',
  'save-the-date': 'Reserve esta data: vamos nos casar! O convite oficial chega em breve.',
  comunicado: 'Nosso casamento tem novidades. Confira os detalhes atualizados no nosso site.',
};

export function defaultStationeryTexts(item: StationeryItem, facts: StationeryFacts): StationeryTexts {
  return {
    heading: headings[item],
    names: coupleNames(facts).slice(0, textLimits.names),
    date: facts.weddingDate ? formatDateLong(facts.weddingDate) : '',
    // A Save the Date announces the date only; the place comes with the invitation.
    place: item === 'save-the-date' ? '' : (facts.place ?? '').slice(0, textLimits.place),
    message: messages[item],
    footer: facts.siteAddress.slice(0, textLimits.footer),
  };
}

/** The texts of a saved design, or the defaults where nothing valid was saved. */
export function readStationeryDesign(
  item: StationeryItem,
  saved: { layout: string; texts: unknown } | undefined,
  facts: StationeryFacts,
): StationeryItemView {
  const defaults = defaultStationeryTexts(item, facts);
  const parsed = saved ? stationeryDesignInput.safeParse({ layout: saved.layout, texts: saved.texts }) : null;
  if (parsed?.success) return { item, ...parsed.data, defaults, saved: true };
  return { item, layout: 'classico', texts: defaults, defaults, saved: false };
}

/**
 * The colours a card paints with. The card's surface is the theme's background (the framed layout
 * adds the section background inside its frame); every text colour is the nearest shade of the
 * theme's own that meets AA on those surfaces, as on the guest site (DESIGN.md 5a).
 */
export interface StationeryPalette {
  surface: string;
  panel: string;
  /** The accent's glow in a corner of the classic layout. */
  glow: string;
  /** The theme's primary colour as chosen, for ornaments, frames and fills (never text). */
  primary: string;
  accent: string;
  names: string;
  heading: string;
  text: string;
  textLight: string;
}

export function stationeryPalette(c: ThemeDesign['colors']): StationeryPalette {
  const panel = mix(c.sectionBackground, c.background, 0.6);
  const glow = mix(c.accent, c.background, 0.35);
  const surfaces = [c.background, c.sectionBackground, panel, glow];
  return {
    surface: c.background,
    panel,
    glow,
    primary: c.primary,
    accent: c.accent,
    names: ensureContrast(c.primary, surfaces, AA_LARGE),
    heading: ensureContrast(c.sectionTitleColor, surfaces, AA_LARGE),
    text: ensureContrast(c.text, surfaces, AA_TEXT),
    textLight: ensureContrast(c.textLight, surfaces, AA_TEXT),
  };
}

/** The ready message "Enviar pelo WhatsApp" types; without a link (a site not published yet), none. */
export function stationeryWhatsappMessage(item: StationeryItem, names: string, link: string): string {
  const details = link ? `Confira os detalhes no nosso site: ${link}` : 'Em breve enviaremos mais detalhes.';
  switch (item) {
    case 'convite':
      return `Olá! Com muita alegria, convidamos você para o casamento de ${names}. ${
        link
          ? `Todos os detalhes e a confirmação de presença estão no nosso site: ${link}`
          : 'Em breve enviaremos mais detalhes.'
      }`;
    case 'save-the-date':
      return `Olá! Reserve a data: ${names} vão se casar! Em breve enviaremos o convite.${link ? ` ${link}` : ''}`;
    case 'comunicado':
      return `Olá! Temos um aviso sobre o casamento de ${names}. ${details}`;
  }
}

/** WhatsApp's share link without a number: the couple picks the contact or group. */
export function whatsappShareUrl(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}

/** The file name of a download: "convite-mariana-e-joao-stories.png", "convite-mariana-e-joao.pdf". */
export function stationeryFileName(item: StationeryItem, slug: string, format: StationeryDownloadFormat) {
  const name = `${item}-${slug || 'casamento'}`;
  return format === 'pdf' ? `${name}.pdf` : `${name}-${format}.png`;
}
