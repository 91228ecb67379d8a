// One section of a theme (SPEC 2.8): drag handle, icon for default sections, name with the "Padrão"
// badge and the pencil, "Visível", move up/down, "Editar Seção" (the builder, on this section) and,
// for pages only, the delete button behind "Confirmar Exclusão".
import { FileText, SquarePen } from 'lucide-react';
import { Link } from 'react-router';
import type { SectionKind } from '../../../shared/site.ts';
import type { ThemeSection } from '../../../shared/theme-studio.ts';
import { DeleteSectionDialog } from '../../components/delete-section-dialog.tsx';
import { sectionIcons } from '../../components/section-icons.ts';
import { SortableRow } from '../../components/sortable-row.tsx';
import { SectionName } from './section-name.tsx';
import { builderPath } from './theme-paths.ts';

export function ThemeSectionRow({
  themeId,
  section,
  index,
  count,
  busy,
  onMove,
  onRename,
  onVisible,
  onDelete,
}: {
  themeId: string;
  section: ThemeSection;
  index: number;
  count: number;
  busy: boolean;
  onMove: (delta: -1 | 1) => void;
  onRename: (name: string) => void;
  onVisible: (visible: boolean) => void;
  onDelete: () => Promise<void>;
}) {
  const isDefault = section.type === 'default';
  const icon = isDefault && section.key ? (sectionIcons[section.key as SectionKind] ?? FileText) : FileText;
  return (
    <SortableRow
      id={section.id}
      name={section.name}
      icon={icon}
      iconClass={isDefault ? 'bg-brand-soft text-brand-dark' : 'bg-teal-soft text-teal-dark'}
      visible={section.visible}
      index={index}
      count={count}
      busy={busy}
      onMove={onMove}
      onVisible={onVisible}
      title={<SectionName name={section.name} isDefault={isDefault} disabled={busy} onRename={onRename} />}
      actions={
        <>
          <Link
            to={builderPath(themeId, section.id)}
            aria-label={`Editar Seção ${section.name}`}
            className="ml-1 inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-brand-dark transition-colors hover:bg-brand-soft"
          >
            <SquarePen className="size-4" aria-hidden="true" />
            Editar Seção
          </Link>
          {!isDefault && <DeleteSectionDialog title={section.name} disabled={busy} onConfirm={onDelete} />}
        </>
      }
    />
  );
}
