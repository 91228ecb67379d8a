// Step 1, "Seções do Site" (SPEC 2.8): the theme's sections in order, reordered by dragging or the
// keyboard, renamed in place, shown or hidden, pages added and deleted; every change saved at once.
import { Info, LoaderCircle, Plus } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { themeMessages as m } from '../../../shared/theme-studio.ts';
import { SortableSections } from '../../components/sortable-sections.tsx';
import { Button } from '../../components/ui/button.tsx';
import { themePath } from './theme-paths.ts';
import { ThemeSectionRow } from './theme-section-row.tsx';
import { themeError } from './theme-toasts.ts';
import { useSectionActions } from './use-section-actions.ts';
import { useLoadedTheme, useThemeQuery } from './use-themes.ts';
import { AdvanceLabel } from './wizard-buttons.tsx';
import { useWizardState, WizardFrame } from './wizard-frame.tsx';

export function SectionsStep() {
  const theme = useLoadedTheme();
  const navigate = useNavigate();
  const state = useWizardState();
  const actions = useSectionActions();
  const { sections, busy } = actions;
  const adding = busy === 'add';
  // The sections come with the theme; a later refresh that fails leaves the list as it was.
  const query = useThemeQuery(theme.id);
  useEffect(() => {
    if (query.isRefetchError) themeError(m.loadSections, query.error);
  }, [query.isRefetchError, query.error]);

  const addButton = (
    <Button
      variant="outline"
      onClick={() => void actions.add()}
      disabled={adding}
      aria-busy={adding || undefined}
    >
      {adding ? (
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
      ) : (
        <Plus className="size-4" aria-hidden="true" />
      )}
      Adicionar Página
    </Button>
  );

  return (
    <WizardFrame
      step={1}
      actions={
        <Button onClick={() => navigate(themePath(theme.id, 'informacoes-basicas'), { state })}>
          <AdvanceLabel />
        </Button>
      }
    >
      <div className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <p className="flex items-start gap-2 rounded-2xl bg-teal-soft px-4 py-3 text-sm leading-relaxed text-ink">
            <Info className="mt-0.5 size-4 shrink-0 text-teal-dark" aria-hidden="true" />
            {m.defaultsHelp}
          </p>
          <div className="shrink-0">{addButton}</div>
        </div>
        {sections.length === 0 ? (
          <p className="rounded-3xl bg-white p-6 text-center text-muted">{m.noSections}</p>
        ) : (
          <SortableSections
            items={sections}
            busyId={busy}
            titleOf={(s) => s.name}
            label="Seções do tema, na ordem em que aparecem"
            onReorder={actions.reorder}
          >
            {(section, place) => (
              <ThemeSectionRow
                key={section.id}
                {...place}
                themeId={theme.id}
                section={section}
                onRename={(name) => actions.rename(section, name)}
                onVisible={(visible) => actions.setVisible(section, visible)}
                onDelete={() => actions.remove(section)}
              />
            )}
          </SortableSections>
        )}
      </div>
    </WizardFrame>
  );
}
