// The sections in their order, reordered by dragging (mouse, touch long-press, or the keyboard on
// the handle, per SPEC 9's constraints) or by the "Mover" buttons. Each move is announced.
import { SortableList } from '../../components/sortable-list.tsx';
import { SectionRow } from './section-row.tsx';
import type { useSectionActions } from './use-section-actions.ts';

export function SectionList({ actions }: { actions: ReturnType<typeof useSectionActions> }) {
  const { sections, busy, reorder, update, remove } = actions;
  return (
    <SortableList
      items={sections}
      titleOf={(s) => s.title}
      label="Seções do site, na ordem em que aparecem"
      onReorder={reorder}
    >
      {(section, i, move) => (
        <SectionRow
          key={section.id}
          section={section}
          index={i}
          count={sections.length}
          busy={busy === section.id}
          onMove={move}
          onRename={(title) => update(section, { title })}
          onVisible={(visible) => void update(section, { visible })}
          onDelete={() => remove(section)}
        />
      )}
    </SortableList>
  );
}
