// One section in the ordered list: drag handle, name with rename, "Visível", move up/down,
// "Editar conteúdo" and, for added sections only, "Excluir".
import type { EditorSection } from '../../../shared/site-editor.ts';
import { DeleteSectionDialog } from '../../components/delete-section-dialog.tsx';
import { SectionEditLink } from '../../components/section-edit-link.tsx';
import { SortableRow } from '../../components/sortable-row.tsx';
import type { SectionRowBase } from '../../components/sortable-sections.tsx';
import { panelPaths } from '../layout/panel-paths.ts';
import { sectionIcons } from './section-kinds.ts';
import { SectionTitle } from './section-title.tsx';

type SectionRowProps = SectionRowBase & {
  section: EditorSection;
  onRename: (title: string) => Promise<boolean>;
};

export function SectionRow({ section, onRename, onDelete, ...place }: SectionRowProps) {
  const home = section.kind === 'home';
  const editPath = home ? panelPaths.siteIntro : `${panelPaths.siteSections}/${section.id}`;
  return (
    <SortableRow
      {...place}
      id={section.id}
      name={section.title}
      icon={sectionIcons[section.kind]}
      iconClass={section.visible ? 'bg-brand-soft text-brand-dark' : 'bg-ink/5 text-muted'}
      visible={section.visible}
      title={
        <SectionTitle
          title={section.title}
          isDefault={section.isDefault}
          disabled={place.busy}
          onRename={onRename}
        />
      }
      actions={
        <>
          <SectionEditLink
            to={editPath}
            label={`${home ? 'Editar introdução' : 'Editar conteúdo'} de ${section.title}`}
          >
            Editar
            <span className="hidden sm:inline">{home ? ' introdução' : ' conteúdo'}</span>
          </SectionEditLink>
          {!section.isDefault && (
            <DeleteSectionDialog title={section.title} disabled={place.busy} onConfirm={onDelete} />
          )}
        </>
      }
    />
  );
}
