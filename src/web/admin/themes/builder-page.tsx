// The visual builder (SPEC 2.8): "Novo Tema" or "Editar Tema" and "Construtor Visual"; a section
// selector, the device switch, "Salvar Tema" and "Publicar Tema" (saves, asks with the final
// preview, the reach and the contrast, publishes, bumps the version and returns to the list); the
// live preview beside the "Conteúdo" and "Estilo" panel.
import { LoaderCircle, Save, Send } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { defaultSections } from '../../../shared/theme-design.ts';
import { themeMessages as m, type ThemeSection } from '../../../shared/theme-studio.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { LabelledSelect } from '../../components/ui/labelled-fields.tsx';
import { ApiError } from '../../lib/api.ts';
import { LEAVING, useFormAction } from '../../lib/use-form-action.ts';
import { adminPagePaths } from '../layout/admin-paths.ts';
import { ContentPanel, StylePanel } from './builder-panels.tsx';
import { PanelTabs } from './panel-tabs.tsx';
import { PublishThemeDialog } from './publish-theme-dialog.tsx';
import { DeviceSwitch, ThemePreviewFrame, usePreviewDevice } from './theme-preview-frame.tsx';
import { themeError } from './theme-toasts.ts';
import { useBuilder } from './use-builder.ts';
import { sortSections, useLoadedTheme } from './use-themes.ts';
import { ThemeHeading } from './wizard-frame.tsx';

const defaultKeys = new Set<string>(defaultSections.map((s) => s.slug));

/** Each visible section's anchor in the preview, as the guest site names them. */
function anchors(sections: ThemeSection[]): Map<string, string> {
  const seen = new Map<string, number>();
  const out = new Map<string, string>();
  for (const s of sections.filter((x) => x.visible)) {
    const kind = s.key && defaultKeys.has(s.key) ? s.key : 'texto';
    const n = (seen.get(kind) ?? 0) + 1;
    seen.set(kind, n);
    out.set(s.id, n === 1 ? kind : `${kind}-${n}`);
  }
  return out;
}

export function BuilderPage() {
  const theme = useLoadedTheme();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const ordered = sortSections(theme.sections);
  const selectedId = ordered.some((s) => s.id === params.get('secao'))
    ? params.get('secao')!
    : ordered[0]?.id;
  const selected = ordered.find((s) => s.id === selectedId);
  const builder = useBuilder(theme);
  const [device, setDevice] = usePreviewDevice();
  const [focusBlock, setFocusBlock] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const saving = useFormAction();
  const working = builder.sections.find((s) => s.id === selectedId);

  function attempt(action: () => Promise<void>, after: () => unknown) {
    void saving.run(
      async () => {
        try {
          await action();
        } catch (err) {
          if (err instanceof ApiError) themeError(m.updateTheme, err);
          throw err;
        }
        return after();
      },
      (err) => (err instanceof Error ? err.message : m.updateTheme),
    );
  }

  const save = () => attempt(builder.save, () => toast.success(m.saved));
  // Nothing unsaved: the confirmation opens straight away, with no save (and no audit line) first.
  const review = () =>
    builder.dirty ? attempt(builder.save, () => setConfirming(true)) : setConfirming(true);
  async function publish() {
    await builder.publish();
    toast.success(m.published);
    navigate(adminPagePaths.themes);
    return LEAVING;
  }

  const spinner = saving.pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null;
  return (
    <div className="mx-auto max-w-7xl">
      <ThemeHeading title="Construtor Visual">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={save} disabled={saving.pending}>
            {spinner ?? <Save className="size-4" aria-hidden="true" />}
            Salvar Tema
          </Button>
          <Button onClick={review} disabled={saving.pending}>
            {spinner ?? <Send className="size-4" aria-hidden="true" />}
            Publicar Tema
          </Button>
        </div>
      </ThemeHeading>
      <div className="mt-5 flex flex-col gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-ink/5 sm:flex-row sm:items-end sm:justify-between">
        <LabelledSelect
          id="construtor-secao"
          label="Seção"
          className="min-w-0 sm:w-72"
          value={selectedId ?? ''}
          onChange={(secao) => setParams({ secao }, { replace: true })}
          options={ordered.map((s) => [s.id, s.visible ? s.name : `${s.name} (oculta)`])}
        />
        <div className="flex items-center gap-3">
          {builder.dirty && <span className="text-xs font-medium text-muted">Alterações não salvas</span>}
          <DeviceSwitch value={device} onChange={setDevice} />
        </div>
      </div>
      <FormError message={saving.error} />
      <div className="mt-5 flex flex-col-reverse gap-5 lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <section aria-label="Prévia ao vivo" className="min-w-0">
          <ThemePreviewFrame
            themeId={theme.id}
            draft={{ sections: builder.sections }}
            device={device}
            anchor={selectedId ? anchors(ordered).get(selectedId) : undefined}
          />
        </section>
        {selected && working && (
          <section
            aria-label={`Editar ${selected.name}`}
            className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-ink/5 sm:p-5 lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto"
          >
            <h2 className="mb-4 font-serif text-lg font-bold text-ink">{selected.name}</h2>
            <PanelTabs
              key={selected.id}
              label={`Conteúdo e estilo de ${selected.name}`}
              tabs={[
                {
                  value: 'conteudo',
                  label: 'Conteúdo',
                  content: (
                    <ContentPanel
                      section={working}
                      sectionName={selected.name}
                      actions={builder.actions}
                      focusBlock={focusBlock}
                      onAdded={setFocusBlock}
                    />
                  ),
                },
                {
                  value: 'estilo',
                  label: 'Estilo',
                  content: (
                    <StylePanel
                      section={working}
                      actions={builder.actions}
                      fallbackColor={theme.design.colors.sectionBackground}
                    />
                  ),
                },
              ]}
            />
          </section>
        )}
      </div>
      <PublishThemeDialog theme={theme} open={confirming} onOpenChange={setConfirming} onPublish={publish} />
    </div>
  );
}
