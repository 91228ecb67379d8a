// What a theme brings to each section of a couple's site, read when the page renders so an edited
// theme shows at once: its blocks while the couple has not written the section, the section's
// background and its graphic element (the section's own, the design's, the ornament, or none).

import { coupleWrote } from '../../../shared/empty-sections.ts';
import type { GuestThemePart } from '../../../shared/guest-site-data.ts';
import { readBlocks, readSectionStyle } from '../../../shared/theme-blocks.ts';
import type { ThemeDesign } from '../../../shared/theme-design.ts';

export interface ThemeSectionSource {
  id: string;
  key: string | null;
  blocks: unknown;
  style: unknown;
}

export function themePart(
  source: ThemeSectionSource | undefined,
  design: ThemeDesign,
  kind: string,
  content: Record<string, unknown>,
): GuestThemePart {
  const style = readSectionStyle(source?.style);
  const designGraphic = design.sectionGraphics.find((g) => g.id === (source?.key ?? kind))?.imageUrl;
  const graphic: GuestThemePart['graphic'] =
    style.graphic === 'none'
      ? { kind: 'none' }
      : style.graphic === 'image' && style.graphicUrl
        ? { kind: 'image', url: style.graphicUrl }
        : designGraphic
          ? { kind: 'image', url: designGraphic }
          : { kind: 'ornament' };
  const background =
    style.background === 'color' && style.backgroundColor
      ? { color: style.backgroundColor, imageUrl: null }
      : style.background === 'image' && style.backgroundImageUrl
        ? { color: null, imageUrl: style.backgroundImageUrl }
        : null;
  return {
    blocks: source && !coupleWrote(kind, content) ? readBlocks(source.blocks) : [],
    background,
    graphic,
  };
}
