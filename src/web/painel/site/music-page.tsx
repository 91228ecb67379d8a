// "Configurar música": a YouTube or Spotify link, played on the site in the service's own player, or
// an uploaded audio file, which guests start with the cover's "Tocar música" (browsers do not let a
// page play sound on its own). Both can be kept: while there is a link, the link plays.
import { Music, Trash2, Upload } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { type MusicEmbed, musicPlayerAllow, musicProviderNames } from '../../../shared/music-links.ts';
import { musicLinkSchema, musicSource } from '../../../shared/site.ts';
import { siteMessages } from '../../../shared/site-editor.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FileButton } from '../../components/ui/file-button.tsx';
import { Form, FormField, useZodForm } from '../../components/ui/form.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { UrlInput } from '../../components/url-input.tsx';
import { audioAccept } from '../../lib/upload-media.ts';
import { useFormAction } from '../../lib/use-form-action.ts';
import { EditorCard, EditorPage } from './editor-page.tsx';
import { SaveBar } from './save-bar.tsx';
import { type SiteSettings, saveSettings } from './site-api.ts';
import { useSitePreview } from './site-preview-context.ts';
import { siteTexts as t } from './site-texts.ts';
import { UploadList } from './upload-list.tsx';
import { useLoadedSite, useMediaLibrary, useSiteCache } from './use-site-editor.ts';
import { useUploads } from './use-uploads.ts';

/** The link as typed, checked as the server checks it. */
const linkForm = z.object({ url: musicLinkSchema });

function NowPlaying({ music }: { music: SiteSettings['music'] }) {
  const source = musicSource(music);
  if (!source)
    return (
      <p className="rounded-2xl border border-dashed border-ink/15 px-4 py-6 text-center text-sm text-muted">
        Nenhuma música escolhida. O site fica em silêncio.
      </p>
    );
  return (
    <div className="space-y-2">
      <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink">
        <Music className="size-4 text-brand-dark" aria-hidden="true" />
        {source.kind === 'link'
          ? `O site toca o link do ${musicProviderNames[source.embed.provider]}.`
          : 'O site toca o arquivo enviado.'}
        <Badge tone="teal">{source.kind === 'link' ? 'Link' : 'Arquivo'}</Badge>
      </p>
      <p className="text-sm text-muted">
        {source.kind === 'file'
          ? 'Os convidados a iniciam com um toque em “Tocar música”, na capa do site.'
          : music.mediaId
            ? 'O arquivo enviado fica guardado e volta a tocar se vocês removerem o link.'
            : 'Os convidados a tocam no player do site, logo abaixo da capa.'}
      </p>
    </div>
  );
}

function LinkPlayer({ embed }: { embed: MusicEmbed }) {
  const spotify = embed.provider === 'spotify';
  return (
    <iframe
      src={embed.embedUrl}
      title={`Prévia da música no ${musicProviderNames[embed.provider]}`}
      allow={musicPlayerAllow}
      loading="lazy"
      className={`w-full rounded-2xl border-0 bg-ink/5 ${spotify ? 'h-[152px]' : 'aspect-video'}`}
    />
  );
}

function RemoveButton(props: { disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="ghost" size="sm" disabled={props.disabled} onClick={props.onClick}>
      <Trash2 className="size-4" aria-hidden="true" />
      {props.children}
    </Button>
  );
}

export function MusicPage() {
  const { weddingId, site } = useLoadedSite();
  const music = site.settings.music;
  const cache = useSiteCache();
  const preview = useSitePreview();
  const { byId } = useMediaLibrary();
  const uploads = useUploads('audio');
  const form = useZodForm(linkForm, { defaultValues: { url: music.url ?? '' } });
  const { pending, error, run } = useFormAction();
  const fileLabel = useId();
  const source = musicSource(music);
  const fileUrl = music.mediaId ? (byId.get(music.mediaId)?.url ?? null) : null;
  const busy = pending || form.formState.isSubmitting || uploads.busy;

  async function store(next: SiteSettings['music'], message: string = siteMessages.saved) {
    const settings = await saveSettings(weddingId, { music: next });
    cache.setSettings(settings);
    form.reset({ url: settings.music.url ?? '' });
    preview.refresh();
    toast.success(message);
  }

  return (
    <EditorPage
      title="Configurar música"
      lead="Uma música para acompanhar a visita ao site: um link do YouTube ou do Spotify, ou um arquivo de áudio de vocês."
    >
      <EditorCard title="Música do site">
        <NowPlaying music={music} />
        {/* A removal or an upload that could not be saved. */}
        {error && (
          <div className="mt-3">
            <FormError message={error} />
          </div>
        )}
      </EditorCard>

      <EditorCard
        title="Link do YouTube ou do Spotify"
        description="Colem o link de uma música, álbum ou playlist, como aparece no navegador ou em “Compartilhar”. Com um link salvo, é ele que toca no site."
      >
        {source?.kind === 'link' && (
          <div className="mb-5 space-y-3">
            <LinkPlayer embed={source.embed} />
            <RemoveButton
              disabled={busy}
              onClick={() => void run(() => store({ ...music, url: null }, t.musicLinkRemoved))}
            >
              Remover link
            </RemoveButton>
          </div>
        )}
        <Form
          form={form}
          onSubmit={({ url }) => store({ ...music, url })}
          summarize
          quiet
          className="space-y-4"
          footer={<SaveBar control={form.control} />}
        >
          <FormField
            form={form}
            name="url"
            id="musica-link"
            label="Link da música"
            hint="Ex.: https://youtu.be/… ou https://open.spotify.com/track/…"
          >
            {(control) => <UrlInput {...control} maxLength={300} disabled={pending || uploads.busy} />}
          </FormField>
        </Form>
      </EditorCard>

      <EditorCard
        title="Arquivo de áudio"
        description={
          music.url
            ? 'MP3, M4A, OGG ou WAV até 10 MB. Enquanto houver um link, o site toca o link e guarda o arquivo.'
            : 'MP3, M4A, OGG ou WAV até 10 MB.'
        }
      >
        <div className="space-y-3">
          {fileUrl && (
            <>
              <p id={fileLabel} className="text-sm font-medium text-ink">
                Arquivo enviado
              </p>
              {/* biome-ignore lint/a11y/useMediaCaption: background music of the site has no speech. */}
              <audio
                controls
                preload="metadata"
                src={fileUrl}
                aria-labelledby={fileLabel}
                className="w-full"
              />
              <RemoveButton
                disabled={busy}
                onClick={() => void run(() => store({ ...music, mediaId: null }, t.musicFileRemoved))}
              >
                Remover arquivo
              </RemoveButton>
            </>
          )}
          <div>
            <FileButton
              accept={audioAccept}
              disabled={busy}
              onFiles={(files) =>
                void uploads.start(
                  files.slice(0, 1),
                  (item) =>
                    void run(() =>
                      store({ ...music, mediaId: item.id }, music.url ? t.musicFileKept : siteMessages.saved),
                    ),
                )
              }
            >
              <Upload className="size-4" aria-hidden="true" />
              {fileUrl ? 'Trocar arquivo' : 'Enviar música'}
            </FileButton>
          </div>
          <UploadList uploads={uploads.uploads} onDismiss={uploads.dismiss} />
        </div>
      </EditorCard>
    </EditorPage>
  );
}
