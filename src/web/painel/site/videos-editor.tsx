// Vídeos: YouTube and Vimeo links with a title each; other links are refused.
import { CircleCheck, Plus } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import { sectionContentSchemas, videoEmbedUrl } from '../../../shared/site.ts';
import type { EditorSection } from '../../../shared/site-editor.ts';
import { useZodForm } from '../../components/ui/form.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { UrlInput } from '../../components/url-input.tsx';
import { ContentForm, invalidContent, readContent } from './content-form.tsx';
import { EditorList, EditorListItem } from './editor-list.tsx';
import { siteTexts as t } from './site-texts.ts';

const MAX_VIDEOS = 30;

function platform(url: string): string | null {
  const embed = videoEmbedUrl(url.trim());
  if (!embed) return null;
  return embed.includes('vimeo') ? 'Vimeo' : 'YouTube';
}

interface VideoRow {
  url: string;
  title: string;
}

const filled = (v: VideoRow) => v.url.trim() !== '' || v.title.trim() !== '';
const refused = (v: VideoRow) => filled(v) && !platform(v.url);

// The rows typed; the rows left empty are dropped. The refusal is the form's one line (`check` is
// no field), the rows it is about are marked below.
const videosFormSchema = z
  .object({ videos: z.array(z.object({ url: z.string(), title: z.string() })) })
  .refine((form) => !form.videos.some(refused), { message: t.videoInvalid, path: ['check'] })
  .transform((form) => ({
    videos: form.videos.filter(filled).map((v) => ({ url: v.url.trim(), title: v.title.trim() })),
  }))
  .refine((content) => sectionContentSchemas.videos.safeParse(content).success, {
    message: invalidContent,
    path: ['check'],
  });

function initialRows(section: EditorSection): VideoRow[] {
  const stored = readContent('videos', section.content).videos;
  return stored.length ? stored : [{ url: '', title: '' }];
}

export function VideosEditor({ section }: { section: EditorSection }) {
  const form = useZodForm(videosFormSchema, {
    defaultValues: { videos: initialRows(section) },
  });
  const rows = useFieldArray({ control: form.control, name: 'videos' });
  const videos = form.watch('videos') ?? [];
  const checked = form.formState.submitCount > 0;

  return (
    <ContentForm section={section} form={form}>
      <p className="text-sm text-muted">
        Colem o link do vídeo no YouTube ou no Vimeo, como ele aparece no navegador.
      </p>
      <EditorList
        addLabel="Adicionar vídeo"
        addIcon={Plus}
        full={rows.fields.length >= MAX_VIDEOS}
        onAdd={() => rows.append({ url: '', title: '' })}
      >
        {rows.fields.map((row, i) => {
          const video = videos[i] ?? { url: '', title: '' };
          const found = video.url.trim() ? platform(video.url) : null;
          const invalid = checked && refused(video);
          const errorId = `video-${row.id}-erro`;
          return (
            <EditorListItem
              key={row.id}
              title={`Vídeo ${i + 1}`}
              removeLabel={`Remover vídeo ${i + 1}`}
              onRemove={() => rows.remove(i)}
            >
              <div className="mt-2 grid gap-4">
                <div>
                  <Label htmlFor={`video-${row.id}-url`}>Link do vídeo {i + 1}</Label>
                  <UrlInput
                    id={`video-${row.id}-url`}
                    {...form.register(`videos.${i}.url`)}
                    maxLength={300}
                    placeholder="https://www.youtube.com/watch?v=..."
                    invalid={invalid}
                    aria-describedby={invalid ? errorId : undefined}
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
                  <Label htmlFor={`video-${row.id}-titulo`}>Título do vídeo {i + 1}</Label>
                  <Input
                    id={`video-${row.id}-titulo`}
                    {...form.register(`videos.${i}.title`)}
                    maxLength={120}
                    placeholder="Nosso pedido de casamento"
                  />
                </div>
              </div>
            </EditorListItem>
          );
        })}
      </EditorList>
    </ContentForm>
  );
}
