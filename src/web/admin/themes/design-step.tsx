// Step 3, "Configurações de Design" (SPEC 2.8): colours, graphic elements and typography beside a
// live preview in desktop, tablet and mobile sizes. Voltar goes to basic information; Preview,
// Avançar (the builder) and Salvar (the theme list) save first.
import { Eye, LoaderCircle, Save } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { type ThemeDesign, themeDesignSchema } from '../../../shared/theme-design.ts';
import { themeMessages as m } from '../../../shared/theme-studio.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { LEAVING, useFormAction } from '../../lib/use-form-action.ts';
import { adminPagePaths } from '../layout/admin-paths.ts';
import { ColorsPanel, GraphicsPanel, TypographyPanel } from './design-fields.tsx';
import { PanelTabs } from './panel-tabs.tsx';
import { themePath } from './theme-paths.ts';
import { DeviceSwitch, ThemePreviewFrame, usePreviewDevice } from './theme-preview-frame.tsx';
import { themeError } from './theme-toasts.ts';
import { saveDesign } from './themes-api.ts';
import { useLoadedTheme, useThemeCache } from './use-themes.ts';
import { AdvanceLabel } from './wizard-buttons.tsx';
import { useWizardState, WizardFrame } from './wizard-frame.tsx';

export function DesignStep() {
  const theme = useLoadedTheme();
  const cache = useThemeCache();
  const navigate = useNavigate();
  const state = useWizardState();
  const [design, setDesign] = useState<ThemeDesign>(theme.design);
  const [valid, setValid] = useState<ThemeDesign>(theme.design);
  const [device, setDevice] = usePreviewDevice();
  const { pending, error, fail, run } = useFormAction();

  function change(next: ThemeDesign) {
    setDesign(next);
    const parsed = themeDesignSchema.safeParse(next);
    if (parsed.success) setValid(parsed.data);
  }

  function saveThen(next: string) {
    const parsed = themeDesignSchema.safeParse(design);
    if (!parsed.success)
      return fail('Confira os campos destacados: cores no formato #RRGGBB e tamanhos dentro da faixa.');
    void run(async () => {
      try {
        cache.setTheme(await saveDesign(theme.id, parsed.data));
      } catch (err) {
        themeError(m.updateTheme, err);
        return;
      }
      toast.success(m.saved);
      navigate(next, { state });
      return LEAVING;
    });
  }

  const busy = pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null;
  return (
    <WizardFrame
      step={3}
      actions={
        <>
          <Button
            variant="outline"
            disabled={pending}
            onClick={() => saveThen(themePath(theme.id, 'preview'))}
          >
            <Eye className="size-4" aria-hidden="true" />
            Preview
          </Button>
          <Button variant="outline" disabled={pending} onClick={() => saveThen(adminPagePaths.themes)}>
            {busy ?? <Save className="size-4" aria-hidden="true" />}
            Salvar
          </Button>
          <Button disabled={pending} onClick={() => saveThen(themePath(theme.id, 'construtor-visual'))}>
            <AdvanceLabel />
          </Button>
        </>
      }
    >
      <div className="grid gap-5 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:items-start">
        <div className="space-y-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/5 sm:p-6">
          <PanelTabs
            label="Configurações de design"
            tabs={[
              { value: 'cores', label: 'Cores', content: <ColorsPanel design={design} onChange={change} /> },
              {
                value: 'graficos',
                label: 'Elementos Gráficos',
                content: <GraphicsPanel design={design} onChange={change} />,
              },
              {
                value: 'tipografia',
                label: 'Tipografia',
                content: <TypographyPanel design={design} onChange={change} />,
              },
            ]}
          />
          <FormError message={error} />
        </div>
        <section aria-labelledby="previa-design" className="min-w-0 lg:sticky lg:top-20 lg:self-start">
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
            <h2 id="previa-design" className="font-serif text-lg font-bold text-ink">
              Prévia ao vivo
            </h2>
            <DeviceSwitch value={device} onChange={setDevice} />
          </div>
          <ThemePreviewFrame themeId={theme.id} draft={{ design: valid }} device={device} />
        </section>
      </div>
    </WizardFrame>
  );
}
