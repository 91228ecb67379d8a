// "Personalizar tema": the chosen theme's colours and fonts with the couple's changes on top. Only
// what differs from the theme is stored, so "Restaurar padrão do tema" is an empty override.
import { RotateCcw } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { siteMessages } from '../../../shared/site-editor.ts';
import { contrastWarnings, paletteVariables } from '../../../shared/site-palette.ts';
import { type ThemeDesign, themeDesignSchema, themeFonts } from '../../../shared/theme-design.ts';
import { ColorField, themeColorFields as colorFields } from '../../components/color-field.tsx';
import { FontField } from '../../components/font-field.tsx';
import { ThemeThumbnail } from '../../components/theme-thumbnail.tsx';
import { Form, FormAsideButton, useZodForm } from '../../components/ui/form.tsx';
import { errorMessage } from '../../lib/use-form-action.ts';
import { coupleNames, useCurrentSession, useThumbnailCouple } from '../session/session-context.ts';
import { ContrastNotes } from './contrast-notes.tsx';
import { EditorCard, EditorPage } from './editor-page.tsx';
import { SaveBar } from './save-bar.tsx';
import { saveSettings } from './site-api.ts';
import { useSitePreview } from './site-preview-context.ts';
import { siteTexts as t } from './site-texts.ts';
import { currentTheme, useLoadedSite, useSiteCache, useThemeOptions } from './use-site-editor.ts';

type Colors = ThemeDesign['colors'];
const colorsSchema = themeDesignSchema.shape.colors;
const colorLabels = Object.fromEntries(colorFields.map((f) => [f.key, f.label]));

/**
 * The colours as typed (a colour may be half-written while the preview follows the others) and the
 * fonts; the colours meet the theme's schema when saved.
 */
const customizeForm = z.object({
  colors: z.record(colorsSchema.keyof(), z.string()),
  headingFont: z.enum(themeFonts),
  bodyFont: z.enum(themeFonts),
});

const invalidColours = 'Confira as cores: use o formato #RRGGBB.';

/** A refusal whose text is final. */
class DesignRefusal extends Error {}

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
  const { date } = useThumbnailCouple();
  const cache = useSiteCache();
  const preview = useSitePreview();
  const saved = site.settings.design;
  const defaults = {
    colors: base.colors,
    headingFont: base.typography.headingFont,
    bodyFont: base.typography.bodyFont,
  };
  const form = useZodForm(customizeForm, {
    defaultValues: {
      colors: { ...base.colors, ...saved.colors },
      headingFont: saved.headingFont ?? defaults.headingFont,
      bodyFont: saved.bodyFont ?? defaults.bodyFont,
    },
  });
  const [typed, headingFont, bodyFont] = useWatch({
    control: form.control,
    name: ['colors', 'headingFont', 'bodyFont'],
  });
  const colors = useMemo((): Colors | null => {
    const parsed = colorsSchema.safeParse(typed);
    return parsed.success ? parsed.data : null;
  }, [typed]);

  // The preview paints exactly what guests will see: the readable shades derived from the colours.
  const draft = useMemo(
    () => ({
      ...(colors ? paletteVariables(colors) : {}),
      '--f-heading': `"${headingFont}"`,
      '--f-body': `"${bodyFont}"`,
    }),
    [colors, headingFont, bodyFont],
  );
  const warnings = useMemo(() => (colors ? contrastWarnings(colors) : []), [colors]);
  useEffect(() => preview.setDraft(draft), [preview, draft]);
  useEffect(() => () => preview.setDraft(null), [preview]);

  const sample: ThemeDesign = {
    ...base,
    colors: colors ?? base.colors,
    typography: { ...base.typography, headingFont, bodyFont },
  };

  async function save(values: z.output<typeof customizeForm>) {
    const valid = colorsSchema.safeParse(values.colors);
    if (!valid.success) throw new DesignRefusal(invalidColours);
    const overrides: Partial<Colors> = {};
    for (const { key } of colorFields) {
      const value = valid.data[key];
      if (value.toLowerCase() !== base.colors[key].toLowerCase()) overrides[key] = value;
    }
    const settings = await saveSettings(weddingId, {
      design: {
        colors: overrides,
        headingFont: values.headingFont !== defaults.headingFont ? values.headingFont : undefined,
        bodyFont: values.bodyFont !== defaults.bodyFont ? values.bodyFont : undefined,
      },
    });
    cache.setSettings(settings);
    form.reset(form.getValues());
    preview.refresh();
    toast.success(siteMessages.saved);
  }

  async function restore() {
    cache.setSettings(await saveSettings(weddingId, { design: { colors: {} } }));
    form.reset(defaults);
    preview.refresh();
    toast.success(t.designRestored);
  }

  return (
    <Form
      form={form}
      onSubmit={save}
      describeError={(err) => (err instanceof DesignRefusal ? err.message : errorMessage(err))}
      className="space-y-5"
      footer={
        <SaveBar
          control={form.control}
          aside={
            <FormAsideButton variant="ghost" action={restore}>
              <RotateCcw className="size-4" aria-hidden="true" />
              Restaurar padrão do tema
            </FormAsideButton>
          }
        />
      }
    >
      <EditorCard className="xl:hidden">
        <ThemeThumbnail design={sample} names={names} date={date} className="rounded-2xl ring-1 ring-ink/5" />
      </EditorCard>
      <EditorCard title="Cores" description="Comecem pelas cores do tema; toquem no quadrado para escolher.">
        <div className="grid gap-4 sm:grid-cols-2">
          {colorFields.map((f) => (
            <Controller
              key={f.key}
              control={form.control}
              name={`colors.${f.key}`}
              render={({ field }) => (
                <ColorField
                  id={`cor-${f.key}`}
                  label={f.label}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          ))}
        </div>
        <ContrastNotes warnings={warnings} labels={colorLabels} background={typed.background} />
      </EditorCard>
      <EditorCard title="Fontes">
        <div className="space-y-5">
          {(
            [
              { name: 'headingFont', id: 'fonte-titulos', label: 'Fonte dos títulos', sample: names },
              {
                name: 'bodyFont',
                id: 'fonte-textos',
                label: 'Fonte dos textos',
                sample: 'Contamos com a presença de vocês!',
              },
            ] as const
          ).map((font) => (
            <Controller
              key={font.name}
              control={form.control}
              name={font.name}
              render={({ field }) => (
                <FontField
                  id={font.id}
                  label={font.label}
                  value={field.value}
                  onChange={field.onChange}
                  sample={font.sample}
                />
              )}
            />
          ))}
        </div>
      </EditorCard>
    </Form>
  );
}
