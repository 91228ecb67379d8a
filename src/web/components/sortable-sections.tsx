// A `SortableList` of sections whose rows get their place in it ready to hand to `SortableRow`:
// position, count, whether a save on that section is under way, and the move callback.
import type { ComponentProps, ReactNode } from 'react';
import { SortableList } from './sortable-list.tsx';
import type { SortableRow } from './sortable-row.tsx';

export type SortableRowPlace = Pick<
  ComponentProps<typeof SortableRow>,
  'index' | 'count' | 'busy' | 'onMove'
>;

/** What every section row takes besides its section: its place, "Visível" and the delete. */
export type SectionRowBase = SortableRowPlace & {
  onVisible: (visible: boolean) => void;
  onDelete: () => Promise<void>;
};

export function SortableSections<T extends { id: string }>({
  items,
  busyId,
  children,
  ...list
}: Omit<ComponentProps<typeof SortableList<T>>, 'children'> & {
  /** The section being saved (its row's controls are disabled). */
  busyId: string | null;
  children: (item: T, place: SortableRowPlace) => ReactNode;
}) {
  return (
    <SortableList items={items} {...list}>
      {(item, index, onMove) =>
        children(item, { index, count: items.length, busy: busyId === item.id, onMove })
      }
    </SortableList>
  );
}
