// The visual builder's content (SPEC 3, "Builder section"): the blocks an admin places in a theme's
// sections and each section's style. Couples' sites show these blocks as the starting content of
// the sections they have not written yet.
import { z } from 'zod';
import { choices } from './choices.ts';
import { colour, uploadedImageUrl } from './theme-design.ts';

export const { values: blockTypes, labels: blockLabels } = choices({
  title: 'Título',
  text: 'Texto',
  'image-slider': 'Carrossel de imagens',
  video: 'Vídeo',
  map: 'Mapa',
  'photo-gallery': 'Galeria de fotos',
  'single-image': 'Imagem',
  quote: 'Citação',
  list: 'Lista',
});
export type BlockType = (typeof blockTypes)[number];

export const { values: alignments, labels: alignmentLabels } = choices({
  left: 'Esquerda',
  center: 'Centro',
  right: 'Direita',
});
export const { values: imageSizes, labels: imageSizeLabels } = choices({
  small: 'Pequena',
  medium: 'Média',
  large: 'Grande',
  full: 'Largura total',
});

const text = (max: number) => z.string().trim().max(max);
const image = z.object({ src: uploadedImageUrl, alt: text(200).default('') });
const alignment = z.enum(alignments);

export const blockContentSchemas = {
  title: z.object({ text: text(200).default('Título'), alignment: alignment.default('center') }),
  text: z.object({ text: text(5000).default(''), alignment: alignment.default('left') }),
  'image-slider': z.object({ images: z.array(image).max(20).default([]) }),
  video: z.object({
    url: z.union([z.literal(''), z.url('Informe um link de vídeo válido.').max(300)]).default(''),
    platform: z.enum(['youtube', 'vimeo']).default('youtube'),
  }),
  map: z.object({ address: text(240).default(''), showDirections: z.boolean().default(true) }),
  'photo-gallery': z.object({ images: z.array(image).max(60).default([]) }),
  'single-image': z.object({
    src: uploadedImageUrl.nullable().default(null),
    alt: text(200).default(''),
    size: z.enum(imageSizes).default('medium'),
  }),
  quote: z.object({ text: text(1000).default(''), author: text(120).default('') }),
  list: z.object({
    items: z.array(text(300)).max(50).default([]),
    type: z.enum(['bullet', 'numbered']).default('bullet'),
  }),
} satisfies Record<BlockType, z.ZodType>;

export type BlockContent<T extends BlockType> = z.infer<(typeof blockContentSchemas)[T]>;

const blockId = z.string().min(1).max(40);
const block = <T extends BlockType>(type: T) =>
  z.object({ id: blockId, type: z.literal(type), content: blockContentSchemas[type] });

export const themeBlockSchema = z.discriminatedUnion('type', [
  block('title'),
  block('text'),
  block('image-slider'),
  block('video'),
  block('map'),
  block('photo-gallery'),
  block('single-image'),
  block('quote'),
  block('list'),
]);
export type ThemeBlock = z.infer<typeof themeBlockSchema>;

export const MAX_BLOCKS_PER_SECTION = 40;
export const themeBlocksSchema = z.array(themeBlockSchema).max(MAX_BLOCKS_PER_SECTION);

/** A new block of a type, with its default content. */
export function newBlock(type: BlockType, id: string): ThemeBlock {
  return themeBlockSchema.parse({ id, type, content: {} });
}

export const sectionBackgrounds = ['theme', 'color', 'image'] as const;
export const sectionGraphics = ['theme', 'image', 'none'] as const;

/** "Estilo": the section's background and graphic element, each the theme's default or its own. */
export const sectionStyleSchema = z
  .object({
    background: z.enum(sectionBackgrounds).default('theme'),
    backgroundColor: colour.nullable().default(null),
    backgroundImageUrl: uploadedImageUrl.nullable().default(null),
    graphic: z.enum(sectionGraphics).default('theme'),
    graphicUrl: uploadedImageUrl.nullable().default(null),
  })
  .superRefine((s, ctx) => {
    if (s.background === 'color' && !s.backgroundColor)
      ctx.addIssue({
        code: 'custom',
        path: ['backgroundColor'],
        message: 'Escolha a cor de fundo da seção.',
      });
    if (s.background === 'image' && !s.backgroundImageUrl)
      ctx.addIssue({
        code: 'custom',
        path: ['backgroundImageUrl'],
        message: 'Envie a imagem de fundo da seção.',
      });
    if (s.graphic === 'image' && !s.graphicUrl)
      ctx.addIssue({ code: 'custom', path: ['graphicUrl'], message: 'Envie o elemento gráfico da seção.' });
  });
export type SectionStyle = z.infer<typeof sectionStyleSchema>;

export const defaultSectionStyle: SectionStyle = {
  background: 'theme',
  backgroundColor: null,
  backgroundImageUrl: null,
  graphic: 'theme',
  graphicUrl: null,
};

/** Stored blocks, dropping any that no longer fit the schema rather than failing the page. */
export function readBlocks(stored: unknown): ThemeBlock[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((b) => {
    const parsed = themeBlockSchema.safeParse(b);
    return parsed.success ? [parsed.data] : [];
  });
}

export function readSectionStyle(stored: unknown): SectionStyle {
  const parsed = sectionStyleSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : defaultSectionStyle;
}
