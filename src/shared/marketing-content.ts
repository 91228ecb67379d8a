// The marketing content administrators edit in "Layout" (/admin/layout), as its schema: the landing's
// texts, hero image, feature cards, gift-list points, testimonials, sample couple, FAQ, closing band
// and footer, and the main texts of the marketing pages. Figures are never typed: a text names a setting as `{taxa}`, `{liberacao}`... and the page fills it in
// (`fillPlaceholders`), so a fee changed in the settings changes every page at once.
import { z } from 'zod';
import { filledText } from './api-fields.ts';
import { placeholders } from './marketing-placeholders.ts';

// The defaults are in marketing-content-defaults.ts, the placeholders in marketing-placeholders.ts:
// the public pages read those without zod. The placeholders are also read from here.
export * from './marketing-placeholders.ts';

const titleText = filledText(140);
const paragraph = filledText(600);
const titled = z.object({ eyebrow: filledText(60), title: titleText });

const unknownPlaceholder = (text: string) =>
  [...text.matchAll(/\{([a-z_]+)\}/g)].every((m) => (m[1] ?? '') in placeholders);

/** Texts may hold only the placeholders above. */
const withPlaceholders = <T extends z.ZodTypeAny>(schema: T) =>
  schema.superRefine((value, ctx) => {
    const texts: string[] = [];
    const walk = (v: unknown) => {
      if (typeof v === 'string') texts.push(v);
      else if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') Object.values(v).forEach(walk);
    };
    walk(value);
    const bad = texts.find((t) => !unknownPlaceholder(t));
    if (bad)
      ctx.addIssue({
        code: 'custom',
        message: `Use só os campos automáticos da lista, como {taxa}: "${bad.slice(0, 60)}".`,
      });
  });

export const marketingContentSchema = withPlaceholders(
  z.object({
    hero: titled.extend({
      lead: paragraph,
      cta: filledText(40),
      secondary: filledText(40),
      highlights: z.array(filledText(50)).length(3),
      /** A picture beside the texts instead of the sample couple's site; '' keeps the sample. */
      imageUrl: z.string().trim().max(500).default(''),
      imageAlt: z.string().trim().max(140).default(''),
    }),
    features: titled.extend({
      lead: paragraph,
      cards: z.array(z.object({ title: filledText(60), text: filledText(160) })).length(10),
    }),
    giftList: titled.extend({ points: z.array(filledText(200)).min(1).max(8) }),
    testimonials: titled.extend({
      items: z
        .array(
          z.object({
            names: z.tuple([filledText(40), filledText(40)]),
            when: filledText(60),
            quote: filledText(400),
          }),
        )
        .length(3),
    }),
    sampleCouple: z.object({
      names: filledText(60),
      monogram: filledText(12),
      date: filledText(40),
      place: filledText(60),
      confirmed: z.number().int().min(0).max(100_000),
      messages: z.number().int().min(0).max(100_000),
      giftsCents: z.number().int().min(0).max(100_000_000),
    }),
    faq: titled.extend({
      items: z
        .array(z.object({ question: filledText(160), answer: filledText(800) }))
        .min(1, 'Deixe ao menos uma pergunta.')
        .max(15, 'São no máximo 15 perguntas.'),
    }),
    closing: z.object({ title: titleText, lead: paragraph, cta: filledText(40) }),
    footer: z.object({ tagline: filledText(200) }),
    pages: z.object({
      weddingSite: z.object({ title: titleText, lead: paragraph }),
      weddingList: z.object({ title: titleText, lead: paragraph }),
      pricing: z.object({ title: titleText, lead: paragraph }),
      about: z.object({ title: titleText, lead: paragraph }),
    }),
  }),
);
export type MarketingContent = z.output<typeof marketingContentSchema>;
export type MarketingContentInput = z.input<typeof marketingContentSchema>;
