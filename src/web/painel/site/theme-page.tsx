// "Alterar tema": the published themes as live miniatures, filtered by style; choosing one saves it
// ("Tema salvo").
import { LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { onboardingErrors, onboardingTexts } from '../../../shared/onboarding.ts';
import { Button } from '../../components/ui/button.tsx';
import { ApiError } from '../../lib/api.ts';
import type { ThemeOption } from '../../lib/use-themes.ts';
import { panelPaths } from '../layout/panel-paths.ts';
import { ThemeGrid } from '../onboarding/theme-grid.tsx';
import { EditorPage } from './editor-page.tsx';
import { saveTheme } from './site-api.ts';
import { useSitePreview } from './site-preview-context.ts';
import { siteTexts as t } from './site-texts.ts';
import { currentTheme, useLoadedSite, useSiteCache, useThemeOptions } from './use-site-editor.ts';

export function ThemePage() {
  const { weddingId, site } = useLoadedSite();
  const themes = useThemeOptions();
  const cache = useSiteCache();
  const preview = useSitePreview();
  const headingId = useId();
  const [saving, setSaving] = useState<string | null>(null);
  const chosen = currentTheme(themes.data, site.themeId);
  const design = site.settings.design;
  const customised = Object.keys(design.colors).length > 0 || design.headingFont || design.bodyFont;

  async function choose(theme: ThemeOption) {
    if (saving || theme.id === chosen?.id) return;
    setSaving(theme.id);
    try {
      await saveTheme(weddingId, theme.id);
      cache.update((s) => ({ ...s, themeId: theme.id }));
      void cache.refreshSummary();
      preview.refresh();
      toast.success(onboardingTexts.themeSaved);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : onboardingErrors.themeUnexpected);
    } finally {
      setSaving(null);
    }
  }

  return (
    <EditorPage
      title="Alterar tema"
      lead="Cada tema traz cores, fontes e detalhes próprios. Troquem quando quiserem: o conteúdo do site continua o mesmo."
    >
      {customised && (
        <p className="rounded-2xl bg-teal-soft px-4 py-3 text-sm leading-relaxed text-ink">
          Vocês personalizaram cores ou fontes; elas continuam valendo sobre o novo tema.{' '}
          <Link to={panelPaths.siteCustomize} className="font-semibold text-teal-dark underline">
            Personalizar tema
          </Link>
        </p>
      )}
      <h2 id={headingId} className="sr-only">
        Temas disponíveis
      </h2>
      {themes.isPending && (
        <p role="status" className="flex items-center justify-center gap-2 py-16 text-muted">
          <LoaderCircle className="size-5 animate-spin text-brand" aria-hidden="true" />
          {t.loading}
        </p>
      )}
      {themes.isError && (
        <div role="alert" className="py-10 text-center">
          <p className="font-medium text-danger">
            Não foi possível carregar os temas. {themes.error.message}
          </p>
          <Button variant="outline" className="mt-4" onClick={() => void themes.refetch()}>
            {t.retry}
          </Button>
        </div>
      )}
      {themes.data && (
        <ThemeGrid
          themes={themes.data}
          labelledBy={headingId}
          chosenId={chosen?.id}
          savingId={saving}
          busy={saving !== null}
          onChoose={(theme) => void choose(theme)}
        />
      )}
    </EditorPage>
  );
}
