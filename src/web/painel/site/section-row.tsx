// One section in the ordered list: drag handle, name with rename, "Visível", move up/down,
// "Editar conteúdo" and, for added sections only, "Excluir".
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, SquarePen } from 'lucide-react';
import { Link } from 'react-router';
import type { EditorSection } from '../../../shared/site-editor.ts';
import { Switch } from '../../components/ui/switch.tsx';
import { panelPaths } from '../layout/panel-paths.ts';
import { DeleteSectionDialog } from './delete-section-dialog.tsx';
import { sectionIcons } from './section-kinds.ts';
import { SectionTitle } from './section-title.tsx';

const iconButton =
  'grid size-9 place-items-center rounded-full text-ink/70 transition-colors hover:bg-brand-soft hover:text-brand-dark disabled:pointer-events-none disabled:opacity-30';

export function SectionRow({
  section,
  index,
  count,
  busy,
  onMove,
  onRename,
  onVisible,
  onDelete,
}: {
  section: EditorSection;
  index: number;
  count: number;
  busy: boolean;
  onMove: (delta: -1 | 1) => void;
  onRename: (title: string) => Promise<boolean>;
  onVisible: (visible: boolean) => void;
  onDelete: () => Promise<void>;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: section.id });
  const Icon = sectionIcons[section.kind];
  const switchId = `visivel-${section.id}`;
  const editPath =
    section.kind === 'home' ? panelPaths.siteIntro : `${panelPaths.siteSections}/${section.id}`;

  return (
    <li
      ref={setNodeRef}
      data-section-id={section.id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`relative rounded-2xl bg-white p-3 ring-1 sm:p-4 ${isDragging ? 'z-10 shadow-xl shadow-ink/15 ring-brand' : 'shadow-sm ring-ink/10'} ${section.visible ? '' : 'bg-white/70'}`}
    >
      <div className="flex items-center gap-2">
        <button
          ref={setActivatorNodeRef}
          type="button"
          {...attributes}
          {...listeners}
          aria-label={`Arrastar ${section.title}`}
          className="grid size-9 shrink-0 cursor-grab touch-none place-items-center rounded-lg text-muted transition-colors hover:bg-brand-soft hover:text-brand-dark active:cursor-grabbing"
        >
          <GripVertical className="size-5" aria-hidden="true" />
        </button>
        <span
          className={`hidden size-9 shrink-0 place-items-center rounded-xl sm:grid ${section.visible ? 'bg-brand-soft text-brand-dark' : 'bg-ink/5 text-muted'}`}
          aria-hidden="true"
        >
          <Icon className="size-4" />
        </span>
        <SectionTitle
          title={section.title}
          isDefault={section.isDefault}
          disabled={busy}
          onRename={onRename}
        />
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-t border-ink/5 pt-2 sm:pl-[5.5rem]">
        <div className="flex items-center gap-2">
          <Switch id={switchId} checked={section.visible} disabled={busy} onCheckedChange={onVisible} />
          <label htmlFor={switchId} className="cursor-pointer text-sm text-ink">
            Visível<span className="sr-only"> ({section.title})</span>
          </label>
        </div>
        <div className="flex items-center gap-0.5">
          <button
            type="button"
            className={iconButton}
            disabled={index === 0}
            onClick={() => onMove(-1)}
            aria-label={`Mover ${section.title} para cima`}
            title="Mover para cima"
            data-move="up"
          >
            <ArrowUp className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={iconButton}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
            aria-label={`Mover ${section.title} para baixo`}
            title="Mover para baixo"
            data-move="down"
          >
            <ArrowDown className="size-4" aria-hidden="true" />
          </button>
          <Link
            to={editPath}
            aria-label={`${section.kind === 'home' ? 'Editar introdução' : 'Editar conteúdo'} de ${section.title}`}
            className="ml-1 inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-brand-dark transition-colors hover:bg-brand-soft"
          >
            <SquarePen className="size-4" aria-hidden="true" />
            Editar
            <span className="hidden sm:inline">{section.kind === 'home' ? ' introdução' : ' conteúdo'}</span>
          </Link>
          {!section.isDefault && (
            <DeleteSectionDialog title={section.title} disabled={busy} onConfirm={onDelete} />
          )}
        </div>
      </div>
    </li>
  );
}
