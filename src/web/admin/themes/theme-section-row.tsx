// One section of a theme (SPEC 2.8): drag handle, icon for default sections, name with the "Padrão"
// badge and the pencil, "Visível", move up/down, "Editar Seção" (the builder, on this section) and,
// for pages only, the delete button behind "Confirmar Exclusão".
import { FileText } from 'lucide-react';
import type { SectionKind } from '../../../shared/site.ts';
import type { ThemeSection } from '../../../shared/theme-studio.ts';
import { DeleteSectionDialog } from '../../components/delete-section-dialog.tsx';
import { SectionEditLink } from '../../components/section-edit-link.tsx';
import { sectionIcons } from '../../components/section-icons.ts';
import { SortableRow } from '../../components/sortable-row.tsx';
import type { SectionRowBase } from '../../components/sortable-sections.tsx';
import { SectionName } from './section-name.tsx';
import { builderPath } from './theme-paths.ts';

type ThemeSectionRowProps = SectionRowBase & {
  themeId: string;
  section: ThemeSection;
  onRename: (name: string) => void;
};

export function ThemeSectionRow({ themeId, section, onRename, onDelete, ...place }: ThemeSectionRowProps) {
  const isDefault = section.type === 'default';
  const icon = isDefault && section.key ? (sectionIcons[section.key as SectionKind] ?? FileText) : FileText;
  return (
    <SortableRow
      {...place}
      id={section.id}
      name={section.name}
      icon={icon}
      iconClass={isDefault ? 'bg-brand-soft text-brand-dark' : 'bg-teal-soft text-teal-dark'}
      visible={section.visible}
      title={
        <SectionName name={section.name} isDefault={isDefault} disabled={place.busy} onRename={onRename} />
      }
      actions={
        <>
          <SectionEditLink to={builderPath(themeId, section.id)} label={`Editar Seção ${section.name}`}>
            Editar Seção
          </SectionEditLink>
          {!isDefault && (
            <DeleteSectionDialog title={section.name} disabled={place.busy} onConfirm={onDelete} />
          )}
        </>
      }
    />
  );
}
