// "Personalizar tema": the chosen theme's colours and fonts with the couple's changes on top. Only
// what differs from the theme is stored, so "Restaurar padrão do tema" is an empty override.
import { RotateCcw } from 'lucide-react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { siteMessages } from '../../../shared/site-editor.ts';
import { contrastWarnings, paletteVariables } from '../../../shared/site-palette.ts';
import type { ThemeDesign, themeFonts } from '../../../shared/theme-design.ts';
import { ColorField, themeColorFields as colorFields, hexColour } from '../../components/color-field.tsx';
import { FontField } from '../../components/font-field.tsx';
import { ThemeThumbnail } from '../../components/theme-thumbnail.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { useFormAction } from '../../lib/use-form-action.ts';
import { coupleNames, useCurrentSession } from '../session/session-context.ts';
import { ContrastNotes } from './contrast-notes.tsx';
import { EditorCard, EditorPage } from './editor-page.tsx';
import { saveSettings } from './site-api.ts';
import { useSitePreview } from './site-preview-context.ts';
import { siteTexts as t } from './site-texts.ts';
import { currentTheme, useLoadedSite, useSiteCache, useThemeOptions } from './use-site-editor.ts';

type Colors = ThemeDesign['colors'];
type Font = (typeof themeFonts)[number];
const colorLabels = Object.fromEntries(colorFields.map((f) => [f.key, f.label]));

export function CustomizePage() {
  const { weddingId, site } = useLoadedSite();
  const theme = currentTheme(useThemeOptions().data, site.themeId);
  return (
    <EditorPage
      title="Personalizar tema"
      lead={
        <>
          Ajustem as cores e as fontes do tema{theme ? ` ${theme.name}` : ''}. A prévia muda na hora; salvem
          para os convidados verem.
        </>
      }
    >
      {theme ? (
        <CustomizeForm key={`${theme.id}`} weddingId={weddingId} base={theme.design} />
      ) : (
        <p role="status" className="py-10 text-center text-muted">
          {t.loading}
        </p>
      )}
    </EditorPage>
  );
}

function CustomizeForm({ weddingId, base }: { weddingId: string; base: ThemeDesign }) {
  const { site } = useLoadedSite();
  const names = coupleNames(useCurrentSession().session);
  const cache = useSiteCache();
  const preview = useSitePreview();
  const saved = site.settings.design;
  const [colors, setColors] = useState<Colors>({ ...base.colors, ...saved.colors });
  const [headingFont, setHeadingFont] = useState<Font>(saved.headingFont ?? base.typography.headingFont);
  const [bodyFont, setBodyFont] = useState<Font>(saved.bodyFont ?? base.typography.bodyFont);
  const { pending, error, fail, run } = useFormAction();
  const allValid = colorFields.every((f) => hexColour.test(colors[f.key]));

  // The preview paints exactly what guests will see: the readable shades derived from the colours.
  const draft = useMemo(
    () => ({
      ...(allValid ? paletteVariables(colors) : {}),
      '--f-heading': `"${headingFont}"`,
      '--f-body': `"${bodyFont}"`,
    }),
    [allValid, colors, headingFont, bodyFont],
  );
  const warnings = useMemo(() => (allValid ? contrastWarnings(colors) : []), [allValid, colors]);
  useEffect(() => preview.setDraft(draft), [preview, draft]);
  useEffect(() => () => preview.setDraft(null), [preview]);

  const sample: ThemeDesign = {
    ...base,
    colors: allValid ? colors : base.colors,
    typography: { ...base.typography, headingFont, bodyFont },
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!allValid) return fail('Confira as cores: use o formato #RRGGBB.');
    const overrides: Partial<Colors> = {};
    for (const { key } of colorFields) {
      if (colors[key].toLowerCase() !== base.colors[key].toLowerCase()) overrides[key] = colors[key];
    }
    void run(async () => {
      const settings = await saveSettings(weddingId, {
        design: {
          colors: overrides,
          headingFont: headingFont !== base.typography.headingFont ? headingFont : undefined,
          bodyFont: bodyFont !== base.typography.bodyFont ? bodyFont : undefined,
        },
      });
      cache.setSettings(settings);
      preview.refresh();
      toast.success(siteMessages.saved);
    });
  }

  function restore() {
    void run(async () => {
      cache.setSettings(await saveSettings(weddingId, { design: { colors: {} } }));
      setColors(base.colors);
      setHeadingFont(base.typography.headingFont);
      setBodyFont(base.typography.bodyFont);
      preview.refresh();
      toast.success(t.designRestored);
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={pending} className="space-y-5">
      <EditorCard className="xl:hidden">
        <ThemeThumbnail design={sample} names={names} className="rounded-2xl ring-1 ring-ink/5" />
      </EditorCard>
      <EditorCard title="Cores" description="Comecem pelas cores do tema; toquem no quadrado para escolher.">
        <div className="grid gap-4 sm:grid-cols-2">
          {colorFields.map((f) => (
            <ColorField
              key={f.key}
              id={`cor-${f.key}`}
              label={f.label}
              value={colors[f.key]}
              disabled={pending}
              onChange={(value) => setColors((c) => ({ ...c, [f.key]: value }))}
            />
          ))}
        </div>
        <ContrastNotes warnings={warnings} labels={colorLabels} background={colors.background} />
      </EditorCard>
      <EditorCard title="Fontes">
        <div className="space-y-5">
          <FontField
            id="fonte-titulos"
            label="Fonte dos títulos"
            value={headingFont}
            onChange={setHeadingFont}
            disabled={pending}
            sample={names}
          />
          <FontField
            id="fonte-textos"
            label="Fonte dos textos"
            value={bodyFont}
            onChange={setBodyFont}
            disabled={pending}
            sample="Contamos com a presença de vocês!"
          />
        </div>
      </EditorCard>
      <FormError message={error} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="ghost" onClick={restore} disabled={pending}>
          <RotateCcw className="size-4" aria-hidden="true" />
          Restaurar padrão do tema
        </Button>
        <SubmitButton pending={pending} className="sm:w-auto">
          {t.saveChanges}
        </SubmitButton>
      </div>
    </form>
  );
}
