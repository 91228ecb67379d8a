// "Editar seções do site": the ordered sections with drag and drop and keyboard moves, show/hide,
// rename, their content editors, and sections the couple adds (gallery, videos, text).
import { ChevronDown, Info, LoaderCircle, Plus } from 'lucide-react';
import { siteMessages } from '../../../shared/site-editor.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { EditorPage } from './editor-page.tsx';
import { addSectionChoices } from './section-kinds.ts';
import { SectionList } from './section-list.tsx';
import { useSectionActions } from './use-section-actions.ts';

export function SectionsPage() {
  const actions = useSectionActions();
  const adding = actions.busy === 'add';
  return (
    <EditorPage
      title="Editar seções do site"
      lead="Arrastem para mudar a ordem, escondam o que não querem mostrar e editem o conteúdo de cada seção."
      actions={
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button disabled={adding} aria-busy={adding || undefined}>
              {adding ? (
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              ) : (
                <Plus className="size-4" aria-hidden="true" />
              )}
              Adicionar seção
              <ChevronDown className="size-4" aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {addSectionChoices.map(({ kind, label, icon: Icon }) => (
              <DropdownMenuItem key={kind} onSelect={() => void actions.add(kind)}>
                <Icon className="size-4 text-brand-dark" aria-hidden="true" />
                {label}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      }
    >
      <p className="flex items-start gap-2 rounded-2xl bg-teal-soft px-4 py-3 text-sm leading-relaxed text-ink">
        <Info className="mt-0.5 size-4 shrink-0 text-teal-dark" aria-hidden="true" />
        {siteMessages.defaultNotDeletable}
      </p>
      {actions.sections.length === 0 ? (
        <p className="rounded-3xl bg-white p-6 text-center text-muted">
          Nenhuma seção configurada. Clique em Adicionar seção para começar.
        </p>
      ) : (
        <SectionList actions={actions} />
      )}
    </EditorPage>
  );
}
