// Sections that would only show a placeholder ("Os padrinhos serão apresentados em breve."): the
// guest site leaves them out, and the publish checklist says they stay hidden until filled.
import type { SectionKind } from './site.ts';

const listOf: Partial<Record<SectionKind, string>> = {
  padrinhos: 'people',
  galeria: 'photoIds',
  videos: 'videos',
};

/** Whether a section of `kind` with this stored content has nothing to show yet. */
export function isEmptySection(kind: string, content: unknown): boolean {
  const key = listOf[kind as SectionKind];
  if (!key) return false;
  const list = (content as Record<string, unknown> | null)?.[key];
  return !Array.isArray(list) || list.length === 0;
}
