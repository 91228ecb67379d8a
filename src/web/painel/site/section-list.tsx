// The sections in their order, reordered by dragging (mouse, touch long-press, or the keyboard on
// the handle, per SPEC 9's constraints) or by the "Mover" buttons. Each move is announced.
import { SortableSections } from '../../components/sortable-sections.tsx';
import { SectionRow } from './section-row.tsx';
import type { useSectionActions } from './use-section-actions.ts';

export function SectionList({ actions }: { actions: ReturnType<typeof useSectionActions> }) {
  const { sections, busy, reorder, update, remove } = actions;
  return (
    <SortableSections
      items={sections}
      busyId={busy}
      titleOf={(s) => s.title}
      label="Seções do site, na ordem em que aparecem"
      onReorder={reorder}
    >
      {(section, place) => (
        <SectionRow
          key={section.id}
          {...place}
          section={section}
          onRename={(title) => update(section, { title })}
          onVisible={(visible) => void update(section, { visible })}
          onDelete={() => remove(section)}
        />
      )}
    </SortableSections>
  );
}
