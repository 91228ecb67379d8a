// Theme design settings (SPEC 3): colours, background, typography and section graphics.
import { z } from 'zod';

export const themeFonts = [
  'Playfair Display',
  'Poppins',
  'Montserrat',
  'Dancing Script',
  'Great Vibes',
  'Lora',
  'Open Sans',
  'Roboto',
  'Crimson Text',
] as const;

/** The nine themes of onboarding step 7, in the spec's order (SPEC 2.5). */
export const onboardingThemeKeys = [
  'classico',
  'rustico',
  'moderno',
  'elegante',
  'minimalista',
  'boho',
  'praia',
  'jardim',
  'floral',
] as const;

export const defaultSections = [
  { name: 'Home', slug: 'home' },
  { name: 'O Casal', slug: 'o-casal' },
  { name: 'Padrinhos', slug: 'padrinhos' },
  { name: 'Cerimônia', slug: 'cerimonia' },
  { name: 'Recepção', slug: 'recepcao' },
  { name: 'Lista de Presentes', slug: 'lista-de-presentes' },
  { name: 'Confirme sua Presença', slug: 'confirme-sua-presenca' },
  { name: 'Recados', slug: 'recados' },
] as const;

export const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Cor inválida');

/** Images the back office uploaded (served from /media/); nothing else may reach a page's CSS. */
export const uploadedImageUrl = z.string().regex(/^\/media\/[\w-]+\.(?:webp|png|jpe?g)$/, 'Imagem inválida.');

/** The graphic element drawn around section titles and on the cover, per theme. */
export const ornaments = [
  'flourish',
  'leaves',
  'geometric',
  'line',
  'dots',
  'feathers',
  'waves',
  'vines',
  'flowers',
  'hearts',
  'stars',
  'palm',
  'laurel',
  'rings',
  'sun',
  'deco',
  'shell',
  'ribbon',
  'branch',
] as const;

/** How the cover sets out the couple's names: centred, aligned left, in a frame, or under an arch. */
export const heroLayouts = ['centered', 'left', 'framed', 'arch'] as const;
export type HeroLayout = (typeof heroLayouts)[number];

export const themeDesignSchema = z.object({
  colors: z.object({
    primary: colour,
    secondary: colour,
    accent: colour,
    background: colour,
    text: colour,
    textLight: colour,
    sectionBackground: colour,
    sectionTitleColor: colour,
  }),
  background: z.object({
    useImage: z.boolean(),
    imageUrl: uploadedImageUrl.nullable(),
    fallbackColor: colour,
  }),
  typography: z.object({
    headingFont: z.enum(themeFonts),
    bodyFont: z.enum(themeFonts),
    headingSize: z.number().int().min(12).max(96),
    bodySize: z.number().int().min(10).max(32),
    lineHeight: z.number().min(1).max(3),
    sectionTitleSize: z.number().int().min(12).max(72),
  }),
  ornament: z.enum(ornaments),
  /** Designs saved before the setting existed keep the centred cover they always had. */
  heroLayout: z.enum(heroLayouts).default('centered'),
  sectionGraphics: z.array(
    z.object({ id: z.string(), name: z.string(), imageUrl: uploadedImageUrl.nullable() }),
  ),
});

export type ThemeDesign = z.infer<typeof themeDesignSchema>;

/** The spec's default design (SPEC 9): what a site shows if its theme's settings are unreadable. */
export const defaultThemeDesign: ThemeDesign = {
  colors: {
    primary: '#E77BAF',
    secondary: '#30B8B2',
    accent: '#F3A7C1',
    background: '#FFFFFF',
    text: '#333C4F',
    textLight: '#6D7278',
    sectionBackground: '#FDF5F9',
    sectionTitleColor: '#C9548F',
  },
  background: { useImage: false, imageUrl: null, fallbackColor: '#FFFFFF' },
  typography: {
    headingFont: 'Playfair Display',
    bodyFont: 'Poppins',
    headingSize: 32,
    bodySize: 16,
    lineHeight: 1.6,
    sectionTitleSize: 28,
  },
  ornament: 'flourish',
  heroLayout: 'centered',
  sectionGraphics: defaultSections.map((s) => ({ id: s.slug, name: s.name, imageUrl: null })),
};
