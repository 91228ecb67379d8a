// What the couple wrote in a section, and the sections that would only show a placeholder without
// it ("Em breve, a nossa história.", "Os padrinhos serão apresentados em breve."): the guest site
// leaves those out (its preview in the editor too), and the publish checklist says they stay hidden
// until filled.
import type { SectionKind } from './site.ts';

const filled = (v: unknown) => (typeof v === 'string' ? v.trim() !== '' : Array.isArray(v) && v.length > 0);

/** Whether the couple wrote anything of their own in a section (home has only the intro). */
export function coupleWrote(kind: string, content: Record<string, unknown>): boolean {
  switch (kind) {
    case 'home':
      return false;
    case 'o-casal':
      return filled(content.story) || filled(content.photoIds);
    case 'padrinhos':
      return filled(content.people);
    case 'cerimonia':
    case 'recepcao':
      return ['place', 'address', 'date', 'time', 'notes'].some((k) => filled(content[k]));
    case 'galeria':
      return filled(content.photoIds);
    case 'videos':
      return filled(content.videos);
    default:
      return filled(content.text);
  }
}

/** Sections whose body is only what the couple writes (a theme's blocks may stand in for it). */
export const writtenOnlyKinds: ReadonlySet<string> = new Set<SectionKind>([
  'o-casal',
  'padrinhos',
  'galeria',
  'videos',
  'texto',
]);

/** Whether a section of `kind` with this stored content has nothing to show yet. */
export function isEmptySection(kind: string, content: unknown): boolean {
  return writtenOnlyKinds.has(kind) && !coupleWrote(kind, (content ?? {}) as Record<string, unknown>);
}
