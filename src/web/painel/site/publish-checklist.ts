// What the "Publicar" checklist looks at before the site goes live: photos, the ceremony's place,
// and the sections that stay hidden until they have content.
import { isEmptySection } from '../../../shared/empty-sections.ts';
import type { SiteEditorState } from '../../../shared/site-editor.ts';

export interface PublishChecklist {
  hasPhotos: boolean;
  hasCeremonyPlace: boolean;
  /** Titles of shown sections with nothing in them yet: guests do not see them. */
  emptySections: string[];
}

function listOf(content: Record<string, unknown>, key: string): unknown[] {
  const value = content[key];
  return Array.isArray(value) ? value : [];
}

export function publishChecklist(site: SiteEditorState): PublishChecklist {
  const shown = site.sections.filter((s) => s.visible);
  const photoSections = shown.filter((s) => s.kind === 'o-casal' || s.kind === 'galeria');
  const ceremony = shown.find((s) => s.kind === 'cerimonia');
  const place = ceremony?.content.place;
  return {
    hasPhotos:
      site.settings.intro.coverMediaId !== null ||
      photoSections.some((s) => listOf(s.content, 'photoIds').length > 0),
    hasCeremonyPlace: typeof place === 'string' && place.trim() !== '',
    emptySections: shown.filter((s) => isEmptySection(s.kind, s.content)).map((s) => s.title),
  };
}
