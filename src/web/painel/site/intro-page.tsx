// "Editar introdução do site": the cover photo, the headline over the names, and whether the date
// and the countdown show. The date itself lives in "Dados do Casamento".
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { formatDateLong } from '../../../shared/dates.ts';
import { siteSettingsSchema } from '../../../shared/site.ts';
import { siteMessages } from '../../../shared/site-editor.ts';
import { Form, FormField, useZodForm } from '../../components/ui/form.tsx';
import { Input } from '../../components/ui/input.tsx';
import { SwitchField } from '../../components/ui/switch.tsx';
import { panelPaths } from '../layout/panel-paths.ts';
import { useCurrentSession } from '../session/session-context.ts';
import { EditorCard, EditorPage } from './editor-page.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import { SaveBar } from './save-bar.tsx';
import { saveSettings } from './site-api.ts';
import { useSitePreview } from './site-preview-context.ts';
import { useLoadedSite, useSiteCache } from './use-site-editor.ts';

/** The settings' intro, as the server checks it. */
export const introForm = siteSettingsSchema.shape.intro.unwrap();

/** A switch of the intro that is on until the couple turns it off. */
function IntroSwitch({
  form,
  name,
  label,
  hint,
}: {
  form: UseFormReturn<z.input<typeof introForm>, unknown, z.output<typeof introForm>>;
  name: 'showDate' | 'countdown';
  label: string;
  hint?: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <SwitchField
          label={label}
          hint={hint}
          checked={field.value ?? true}
          onCheckedChange={field.onChange}
        />
      )}
    />
  );
}

export function IntroPage() {
  const { weddingId, site } = useLoadedSite();
  const weddingDate = useCurrentSession().session.couple?.weddingDate ?? null;
  const cache = useSiteCache();
  const preview = useSitePreview();
  const form = useZodForm(introForm, { defaultValues: site.settings.intro });

  return (
    <EditorPage
      title="Editar introdução do site"
      lead="É a primeira coisa que os convidados veem: a foto de capa, uma frase e os nomes de vocês."
    >
      <Form
        form={form}
        onSubmit={async (intro) => {
          const settings = await saveSettings(weddingId, { intro });
          cache.setSettings(settings);
          form.reset(settings.intro);
          preview.refresh();
          toast.success(siteMessages.saved);
        }}
        className="space-y-5"
        footer={<SaveBar control={form.control} />}
      >
        <EditorCard
          title="Foto de capa"
          description="Uma foto na horizontal fica melhor. Sem foto, a capa usa as cores do tema."
        >
          <Controller
            control={form.control}
            name="coverMediaId"
            render={({ field }) => (
              <PhotoPicker label="Foto de capa" mediaId={field.value ?? null} onChange={field.onChange} />
            )}
          />
        </EditorCard>
        <EditorCard title="Texto e data">
          <div className="space-y-5">
            <FormField
              form={form}
              name="headline"
              id="intro-frase"
              label="Frase de abertura"
              hint="Aparece acima dos nomes de vocês. Até 120 caracteres."
            >
              {(control) => <Input {...control} maxLength={120} placeholder="Vamos nos casar!" />}
            </FormField>
            <IntroSwitch form={form} name="showDate" label="Mostrar a data do casamento" />
            <IntroSwitch
              form={form}
              name="countdown"
              label="Mostrar contagem regressiva"
              hint="Dias, horas, minutos e segundos até o grande dia."
            />
            <p className="rounded-2xl bg-cream px-4 py-3 text-sm leading-relaxed text-muted">
              {weddingDate ? (
                <>
                  Data do casamento: <strong className="text-ink">{formatDateLong(weddingDate)}</strong>.{' '}
                </>
              ) : (
                'A data do casamento ainda não foi definida. '
              )}
              <Link to={panelPaths.weddingData} className="font-semibold text-brand-dark underline">
                Alterar em Dados do Casamento
              </Link>
            </p>
          </div>
        </EditorCard>
      </Form>
    </EditorPage>
  );
}
