// "Configurar música": an uploaded audio file or a link, played here to check it. On the site the
// guests start it with a tap (browsers do not let a page play sound on its own).
import { Link2, Music, Trash2, Upload } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { siteMessages } from '../../../shared/site-editor.ts';
import { Button } from '../../components/ui/button.tsx';
import { FileButton } from '../../components/ui/file-button.tsx';
import { Form, FormField, FormSubmit, useZodForm } from '../../components/ui/form.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { Input } from '../../components/ui/input.tsx';
import { audioAccept } from '../../lib/upload-media.ts';
import { useFormAction } from '../../lib/use-form-action.ts';
import { EditorCard, EditorPage } from './editor-page.tsx';
import { type SiteSettings, saveSettings } from './site-api.ts';
import { useSitePreview } from './site-preview-context.ts';
import { siteTexts as t } from './site-texts.ts';
import { UploadList } from './upload-list.tsx';
import { useLoadedSite, useMediaLibrary, useSiteCache } from './use-site-editor.ts';
import { useUploads } from './use-uploads.ts';

const invalidLink = 'Cole um link completo, começando com https://.';

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The settings' music link as typed: a whole http(s) address (the server takes any URL). */
const linkForm = z.object({ url: z.string().trim().refine(isHttpUrl, invalidLink) });

export function MusicPage() {
  const { weddingId, site } = useLoadedSite();
  const music = site.settings.music;
  const cache = useSiteCache();
  const preview = useSitePreview();
  const { byId } = useMediaLibrary();
  const uploads = useUploads('audio');
  const form = useZodForm(linkForm, { defaultValues: { url: music.url ?? '' } });
  const { pending, error, run } = useFormAction();
  const playerLabel = useId();
  const source = music.mediaId ? (byId.get(music.mediaId)?.url ?? null) : music.url;

  async function store(next: SiteSettings['music'], message: string = siteMessages.saved) {
    cache.setSettings(await saveSettings(weddingId, { music: next }));
    preview.refresh();
    toast.success(message);
  }

  const busy = pending || form.formState.isSubmitting || uploads.busy;

  return (
    <EditorPage
      title="Configurar música"
      lead="Uma música para acompanhar a visita ao site. Os convidados a iniciam com um toque no botão de música, porque os navegadores não deixam um site tocar som sozinho."
    >
      <EditorCard title="Música do site">
        {source ? (
          <div className="space-y-3">
            <p id={playerLabel} className="flex items-center gap-2 text-sm font-medium text-ink">
              <Music className="size-4 text-brand-dark" aria-hidden="true" />
              {music.mediaId ? 'Arquivo enviado' : 'Música por link'}
            </p>
            {/* biome-ignore lint/a11y/useMediaCaption: background music of the site has no speech. */}
            <audio
              controls
              preload="metadata"
              src={source}
              aria-labelledby={playerLabel}
              className="w-full"
            />
            {music.url && <p className="truncate text-xs text-muted">{music.url}</p>}
            <Button
              variant="ghost"
              size="sm"
              disabled={busy}
              onClick={() => {
                form.reset({ url: '' });
                void run(() => store({ mediaId: null, url: null }, t.musicRemoved));
              }}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              Remover música
            </Button>
          </div>
        ) : (
          <p className="rounded-2xl border border-dashed border-ink/15 px-4 py-6 text-center text-sm text-muted">
            Nenhuma música escolhida. O site fica em silêncio.
          </p>
        )}
        {/* A removal or an upload that could not be saved. */}
        {error && (
          <div className="mt-3">
            <FormError message={error} />
          </div>
        )}
      </EditorCard>

      <EditorCard title="Enviar um arquivo" description="MP3, M4A, OGG ou WAV até 10 MB.">
        <div className="space-y-3">
          <FileButton
            accept={audioAccept}
            disabled={busy}
            onFiles={(files) =>
              void uploads.start(
                files.slice(0, 1),
                (item) => void run(() => store({ mediaId: item.id, url: null })),
              )
            }
          >
            <Upload className="size-4" aria-hidden="true" />
            Enviar música
          </FileButton>
          <UploadList uploads={uploads.uploads} onDismiss={uploads.dismiss} />
        </div>
      </EditorCard>

      <EditorCard
        title="Ou usar um link"
        description="Um link direto para o arquivo de áudio (termina em .mp3, .m4a ou .ogg)."
      >
        <Form
          form={form}
          onSubmit={({ url }) => store({ mediaId: null, url })}
          summarize
          className="space-y-3"
          footer={
            <FormSubmit disabled={pending || uploads.busy} className="sm:w-auto">
              Usar este link
            </FormSubmit>
          }
        >
          <FormField
            form={form}
            name="url"
            id="musica-link"
            label="Link da música"
            hint={
              <span className="flex items-start gap-1.5">
                <Link2 className="mt-px size-3.5 shrink-0" aria-hidden="true" />
                Links de páginas do YouTube ou do Spotify não tocam como música de fundo.
              </span>
            }
          >
            {(control) => (
              <Input
                {...control}
                type="url"
                inputMode="url"
                maxLength={300}
                placeholder="https://exemplo.com/nossa-musica.mp3"
                disabled={pending || uploads.busy}
              />
            )}
          </FormField>
        </Form>
      </EditorCard>
    </EditorPage>
  );
}
