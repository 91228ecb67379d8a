// One seeded theme as the themes studio stores it: the studio's own design settings (colours, the
// nine fonts, an ornament, a cover layout), published, with the eight default sections.
import { searchKey } from '../../../../shared/text.ts';
import { defaultSections, type ThemeDesign } from '../../../../shared/theme-design.ts';
import type { themeTags } from '../../../../shared/theme-studio.ts';

export interface ThemeSeed {
  key: string;
  name: string;
  description: string;
  tags: (typeof themeTags)[number][];
  colors: ThemeDesign['colors'];
  headingFont: ThemeDesign['typography']['headingFont'];
  bodyFont: ThemeDesign['typography']['bodyFont'];
  ornament: ThemeDesign['ornament'];
  heroLayout: ThemeDesign['heroLayout'];
}

export function themeRow(t: ThemeSeed) {
  return {
    key: t.key,
    name: t.name,
    searchName: searchKey(t.name),
    description: t.description,
    tags: t.tags,
    status: 'publicado' as const,
    design: {
      colors: t.colors,
      background: { useImage: false, imageUrl: null, fallbackColor: t.colors.background },
      typography: {
        headingFont: t.headingFont,
        bodyFont: t.bodyFont,
        headingSize: 32,
        bodySize: 16,
        lineHeight: 1.6,
        sectionTitleSize: 28,
      },
      ornament: t.ornament,
      heroLayout: t.heroLayout,
      sectionGraphics: defaultSections.map((s) => ({ id: s.slug, name: s.name, imageUrl: null })),
    } satisfies ThemeDesign,
  };
}
