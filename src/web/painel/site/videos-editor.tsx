// Vídeos: YouTube and Vimeo links with a title each; other links are refused.
import { CircleCheck, Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { videoEmbedUrl } from '../../../shared/site.ts';
import type { EditorSection } from '../../../shared/site-editor.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { readContent, StateContentForm, useSaveContent } from './content-form.tsx';
import { siteTexts as t } from './site-texts.ts';

interface Video {
  key: number;
  url: string;
  title: string;
}

const MAX_VIDEOS = 30;

function platform(url: string): string | null {
  const embed = videoEmbedUrl(url.trim());
  if (!embed) return null;
  return embed.includes('vimeo') ? 'Vimeo' : 'YouTube';
}

export function VideosEditor({ section }: { section: EditorSection }) {
  const next = useRef(0);
  const [videos, setVideos] = useState<Video[]>(() => {
    const stored = readContent('videos', section.content).videos;
    return (stored.length ? stored : [{ url: '', title: '' }]).map((v) => ({ ...v, key: next.current++ }));
  });
  const [checked, setChecked] = useState(false);
  const { pending, error, save } = useSaveContent(section);
  const change = (key: number, patch: Partial<Video>) =>
    setVideos((list) => list.map((v) => (v.key === key ? { ...v, ...patch } : v)));

  function submit() {
    const filled = videos.filter((v) => v.url.trim() || v.title.trim());
    const bad = filled.some((v) => !platform(v.url));
    setChecked(true);
    save(
      { videos: filled.map((v) => ({ url: v.url.trim(), title: v.title.trim() })) },
      bad ? t.videoInvalid : null,
    );
  }

  return (
    <StateContentForm pending={pending} error={error} onSubmit={submit}>
      <p className="text-sm text-muted">
        Colem o link do vídeo no YouTube ou no Vimeo, como ele aparece no navegador.
      </p>
      <ol className="space-y-3">
        {videos.map((video, i) => {
          const found = video.url.trim() ? platform(video.url) : null;
          const invalid = checked && (video.url.trim() !== '' || video.title.trim() !== '') && !found;
          const errorId = `video-${video.key}-erro`;
          return (
            <li key={video.key} className="rounded-2xl bg-cream/70 p-4 ring-1 ring-ink/5">
              <div className="flex items-center justify-between gap-2">
                <p className="text-sm font-semibold text-ink">Vídeo {i + 1}</p>
                <button
                  type="button"
                  onClick={() => setVideos((list) => list.filter((v) => v.key !== video.key))}
                  aria-label={`Remover vídeo ${i + 1}`}
                  className="grid size-9 place-items-center rounded-full text-danger transition-colors hover:bg-danger-soft hover:text-danger"
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              </div>
              <div className="mt-2 grid gap-4">
                <div>
                  <Label htmlFor={`video-${video.key}-url`}>Link do vídeo {i + 1}</Label>
                  <Input
                    id={`video-${video.key}-url`}
                    type="url"
                    inputMode="url"
                    value={video.url}
                    maxLength={300}
                    placeholder="https://www.youtube.com/watch?v=..."
                    invalid={invalid}
                    aria-describedby={invalid ? errorId : undefined}
                    onChange={(e) => change(video.key, { url: e.target.value })}
                  />
                  {invalid && (
                    <p id={errorId} className="mt-1 text-xs font-medium text-danger">
                      {t.videoInvalid}
                    </p>
                  )}
                  {found && (
                    <p className="mt-1 flex items-center gap-1 text-xs font-medium text-success">
                      <CircleCheck className="size-3.5" aria-hidden="true" />
                      Vídeo do {found} reconhecido.
                    </p>
                  )}
                </div>
                <div>
                  <Label htmlFor={`video-${video.key}-titulo`}>Título do vídeo {i + 1}</Label>
                  <Input
                    id={`video-${video.key}-titulo`}
                    value={video.title}
                    maxLength={120}
                    placeholder="Nosso pedido de casamento"
                    onChange={(e) => change(video.key, { title: e.target.value })}
                  />
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        variant="outline"
        disabled={videos.length >= MAX_VIDEOS}
        onClick={() => setVideos((list) => [...list, { key: next.current++, url: '', title: '' }])}
      >
        <Plus className="size-4" aria-hidden="true" />
        Adicionar vídeo
      </Button>
    </StateContentForm>
  );
}
