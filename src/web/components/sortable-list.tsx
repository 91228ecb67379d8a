// A list reordered by dragging (SPEC 9: mouse after 5 px, touch long-press of 120 ms, auto-scroll up
// to 28 px a frame), by the keyboard on a row's handle, or by its "Mover" buttons. Every move is
// announced in pt-BR. Rows call `useSortable({ id })` themselves and carry `data-sortable-id`; a
// row's move buttons carry `data-move="up"` / `data-move="down"` so focus can follow the row.
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { type ReactNode, useRef, useState } from 'react';

const onlyVertical: Modifier = ({ transform }) => ({ ...transform, x: 0 });

export function SortableList<T extends { id: string }>({
  items,
  titleOf,
  label,
  onReorder,
  children,
}: {
  items: T[];
  titleOf: (item: T) => string;
  /** The list's accessible name, e.g. "Seções do site, na ordem em que aparecem". */
  label: string;
  onReorder: (ids: string[]) => void;
  children: (item: T, index: number, move: (delta: -1 | 1) => void) => ReactNode;
}) {
  const list = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((s) => s.id);
  // The order as last changed here: a quick second move must not start from a stale render.
  const latest = useRef(ids);
  const shown = useRef(ids.join());
  if (shown.current !== ids.join()) {
    shown.current = ids.join();
    latest.current = ids;
  }
  const apply = (next: string[]) => {
    latest.current = next;
    onReorder(next);
  };
  const titleById = (id: string | number) => {
    const item = items.find((s) => s.id === id);
    return item ? titleOf(item) : '';
  };
  const place = (id: string | number) => `posição ${ids.indexOf(String(id)) + 1} de ${ids.length}`;

  const announcements: Announcements = {
    onDragStart: ({ active }) => `${titleById(active.id)} selecionada, na ${place(active.id)}.`,
    // Over its own place right after pick-up: keep the "selecionada" announcement.
    onDragOver: ({ active, over }) =>
      over?.id === active.id
        ? undefined
        : over
          ? `${titleById(active.id)} sobre a ${place(over.id)}.`
          : `${titleById(active.id)} fora da lista.`,
    onDragEnd: ({ active, over }) =>
      over ? `${titleById(active.id)} solta na ${place(over.id)}.` : `${titleById(active.id)} solta.`,
    onDragCancel: ({ active }) => `Movimento cancelado. ${titleById(active.id)} voltou ao lugar.`,
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const now = latest.current;
    apply(arrayMove(now, now.indexOf(String(active.id)), now.indexOf(String(over.id))));
  }

  function move(item: T, delta: -1 | 1) {
    const now = latest.current;
    const from = now.indexOf(item.id);
    const to = from + delta;
    if (to < 0 || to >= now.length) return;
    apply(arrayMove(now, from, to));
    setAnnouncement(`${titleOf(item)} movida para a posição ${to + 1} de ${now.length}.`);
    // Keep the keyboard on the moved row: on its same button, or the other one at either end.
    requestAnimationFrame(() => {
      const row = list.current?.querySelector(`[data-sortable-id="${item.id}"]`);
      const wanted = row?.querySelector<HTMLButtonElement>(`[data-move="${delta < 0 ? 'up' : 'down'}"]`);
      const other = row?.querySelector<HTMLButtonElement>(`[data-move="${delta < 0 ? 'down' : 'up'}"]`);
      (wanted && !wanted.disabled ? wanted : other)?.focus();
    });
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[onlyVertical]}
      autoScroll={{ acceleration: 28, interval: 16 }}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'Para mover a seção, pressione espaço ou Enter, use as setas para cima e para baixo e pressione espaço ou Enter de novo para soltar. Escape cancela.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol ref={list} aria-label={label} className="space-y-2.5">
          {items.map((item, i) => children(item, i, (delta) => move(item, delta)))}
        </ol>
      </SortableContext>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </DndContext>
  );
}
