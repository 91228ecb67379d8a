// "Editar introdução do site": the cover photo, the headline over the names, and whether the date
// and the countdown show. The date itself lives in "Dados do Casamento".
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { formatDateLong } from '../../../shared/dates.ts';
import { siteMessages } from '../../../shared/site-editor.ts';
import { FormError } from '../../components/ui/form-error.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { SwitchField } from '../../components/ui/switch.tsx';
import { useFormAction } from '../../lib/use-form-action.ts';
import { panelPaths } from '../layout/panel-paths.ts';
import { useCurrentSession } from '../session/session-context.ts';
import { EditorCard, EditorPage } from './editor-page.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import { saveSettings } from './site-api.ts';
import { useSitePreview } from './site-preview-context.ts';
import { siteTexts as t } from './site-texts.ts';
import { useLoadedSite, useSiteCache } from './use-site-editor.ts';

export function IntroPage() {
  const { weddingId, site } = useLoadedSite();
  const weddingDate = useCurrentSession().session.couple?.weddingDate ?? null;
  const cache = useSiteCache();
  const preview = useSitePreview();
  const [intro, setIntro] = useState(site.settings.intro);
  const { pending, error, run } = useFormAction();
  const set = (patch: Partial<typeof intro>) => setIntro((i) => ({ ...i, ...patch }));

  function submit(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      const settings = await saveSettings(weddingId, {
        intro: { ...intro, headline: intro.headline.trim() },
      });
      cache.setSettings(settings);
      setIntro(settings.intro);
      preview.refresh();
      toast.success(siteMessages.saved);
    });
  }

  return (
    <EditorPage
      title="Editar introdução do site"
      lead="É a primeira coisa que os convidados veem: a foto de capa, uma frase e os nomes de vocês."
    >
      <form onSubmit={submit} noValidate aria-busy={pending} className="space-y-5">
        <EditorCard
          title="Foto de capa"
          description="Uma foto na horizontal fica melhor. Sem foto, a capa usa as cores do tema."
        >
          <PhotoPicker
            label="Foto de capa"
            mediaId={intro.coverMediaId}
            onChange={(coverMediaId) => set({ coverMediaId })}
            disabled={pending}
          />
        </EditorCard>
        <EditorCard title="Texto e data">
          <div className="space-y-5">
            <div>
              <Label htmlFor="intro-frase">Frase de abertura</Label>
              <Input
                id="intro-frase"
                value={intro.headline}
                maxLength={120}
                onChange={(e) => set({ headline: e.target.value })}
                disabled={pending}
                placeholder="Vamos nos casar!"
                aria-describedby="intro-frase-dica"
              />
              <p id="intro-frase-dica" className="mt-1.5 text-xs text-muted">
                Aparece acima dos nomes de vocês. Até 120 caracteres.
              </p>
            </div>
            <SwitchField
              label="Mostrar a data do casamento"
              checked={intro.showDate}
              onCheckedChange={(showDate) => set({ showDate })}
              disabled={pending}
            />
            <SwitchField
              label="Mostrar contagem regressiva"
              hint="Dias, horas, minutos e segundos até o grande dia."
              checked={intro.countdown}
              onCheckedChange={(countdown) => set({ countdown })}
              disabled={pending}
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
        <FormError message={error} />
        <SubmitButton pending={pending} className="sm:w-auto">
          {t.saveChanges}
        </SubmitButton>
      </form>
    </EditorPage>
  );
}
