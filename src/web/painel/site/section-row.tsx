// One section in the ordered list: drag handle, name with rename, "Visível", move up/down,
// "Editar conteúdo" and, for added sections only, "Excluir".
import { SquarePen } from 'lucide-react';
import { Link } from 'react-router';
import type { EditorSection } from '../../../shared/site-editor.ts';
import { DeleteSectionDialog } from '../../components/delete-section-dialog.tsx';
import { SortableRow } from '../../components/sortable-row.tsx';
import { panelPaths } from '../layout/panel-paths.ts';
import { sectionIcons } from './section-kinds.ts';
import { SectionTitle } from './section-title.tsx';

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
  const editPath =
    section.kind === 'home' ? panelPaths.siteIntro : `${panelPaths.siteSections}/${section.id}`;
  return (
    <SortableRow
      id={section.id}
      name={section.title}
      icon={sectionIcons[section.kind]}
      iconClass={section.visible ? 'bg-brand-soft text-brand-dark' : 'bg-ink/5 text-muted'}
      visible={section.visible}
      index={index}
      count={count}
      busy={busy}
      onMove={onMove}
      onVisible={onVisible}
      title={
        <SectionTitle
          title={section.title}
          isDefault={section.isDefault}
          disabled={busy}
          onRename={onRename}
        />
      }
      actions={
        <>
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
        </>
      }
    />
  );
}
