// The sections in their order, reordered by dragging (mouse, touch long-press, or the keyboard on
// the handle, per SPEC 9's constraints) or by the "Mover" buttons. Each move is announced.
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
import { useRef, useState } from 'react';
import type { EditorSection } from '../../../shared/site-editor.ts';
import { SectionRow } from './section-row.tsx';
import type { useSectionActions } from './use-section-actions.ts';

const onlyVertical: Modifier = ({ transform }) => ({ ...transform, x: 0 });

export function SectionList({ actions }: { actions: ReturnType<typeof useSectionActions> }) {
  const { sections, busy, reorder, update, remove } = actions;
  const list = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = sections.map((s) => s.id);
  // The order as last changed here: a quick second move must not start from a stale render.
  const latest = useRef(ids);
  const shown = useRef(ids.join());
  if (shown.current !== ids.join()) {
    shown.current = ids.join();
    latest.current = ids;
  }
  const apply = (next: string[]) => {
    latest.current = next;
    reorder(next);
  };
  const titleOf = (id: string | number) => sections.find((s) => s.id === id)?.title ?? '';
  const place = (id: string | number) => `posição ${ids.indexOf(String(id)) + 1} de ${ids.length}`;

  const announcements: Announcements = {
    onDragStart: ({ active }) => `${titleOf(active.id)} selecionada, na ${place(active.id)}.`,
    // Over its own place right after pick-up: keep the "selecionada" announcement.
    onDragOver: ({ active, over }) =>
      over?.id === active.id
        ? undefined
        : over
          ? `${titleOf(active.id)} sobre a ${place(over.id)}.`
          : `${titleOf(active.id)} fora da lista.`,
    onDragEnd: ({ active, over }) =>
      over ? `${titleOf(active.id)} solta na ${place(over.id)}.` : `${titleOf(active.id)} solta.`,
    onDragCancel: ({ active }) => `Movimento cancelado. ${titleOf(active.id)} voltou ao lugar.`,
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const now = latest.current;
    apply(arrayMove(now, now.indexOf(String(active.id)), now.indexOf(String(over.id))));
  }

  function move(section: EditorSection, delta: -1 | 1) {
    const now = latest.current;
    const from = now.indexOf(section.id);
    const to = from + delta;
    if (to < 0 || to >= now.length) return;
    apply(arrayMove(now, from, to));
    setAnnouncement(`${section.title} movida para a posição ${to + 1} de ${now.length}.`);
    // Keep the keyboard on the moved row: on its same button, or the other one at either end.
    requestAnimationFrame(() => {
      const row = list.current?.querySelector(`[data-section-id="${section.id}"]`);
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
        <ol ref={list} aria-label="Seções do site, na ordem em que aparecem" className="space-y-2.5">
          {sections.map((section, i) => (
            <SectionRow
              key={section.id}
              section={section}
              index={i}
              count={sections.length}
              busy={busy === section.id}
              onMove={(delta) => move(section, delta)}
              onRename={(title) => update(section, { title })}
              onVisible={(visible) => void update(section, { visible })}
              onDelete={() => remove(section)}
            />
          ))}
        </ol>
      </SortableContext>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </DndContext>
  );
}
