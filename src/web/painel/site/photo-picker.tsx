// One photo (the cover, a godparent): its preview, "Enviar foto"/"Trocar foto" and "Remover foto".
import { ImagePlus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FileButton } from '../../components/ui/file-button.tsx';
import { imageAccept } from '../../lib/upload-media.ts';
import { siteTexts as t } from './site-texts.ts';
import { UploadList } from './upload-list.tsx';
import { useMediaLibrary } from './use-site-editor.ts';
import { useUploads } from './use-uploads.ts';

export function PhotoPicker({
  label,
  mediaId,
  onChange,
  disabled,
  shape = 'wide',
}: {
  /** What the photo is, for the image's text and the buttons ("Foto de capa"). */
  label: string;
  mediaId: string | null;
  onChange: (mediaId: string | null) => void;
  disabled?: boolean;
  shape?: 'wide' | 'round';
}) {
  const hintId = useId();
  const { byId } = useMediaLibrary();
  const { uploads, start, dismiss, busy } = useUploads('image');
  const url = mediaId ? byId.get(mediaId)?.url : undefined;
  const frame =
    shape === 'round' ? 'size-20 shrink-0 rounded-full' : 'aspect-[16/9] w-full rounded-2xl sm:max-w-md';

  return (
    <div className={shape === 'round' ? 'flex items-center gap-4' : 'space-y-3'}>
      <div className={`${frame} grid place-items-center overflow-hidden bg-cream ring-1 ring-ink/10`}>
        {url ? (
          <img src={url} alt={label} className="size-full object-cover" />
        ) : (
          <ImagePlus className="size-7 text-muted/60" aria-hidden="true" />
        )}
      </div>
      <div className="min-w-0 space-y-2">
        <div className="flex flex-wrap gap-2">
          <FileButton
            accept={imageAccept}
            disabled={disabled || busy}
            describedBy={shape === 'wide' ? hintId : undefined}
            onFiles={(files) => void start(files.slice(0, 1), (item) => onChange(item.id))}
          >
            <ImagePlus className="size-4" aria-hidden="true" />
            {mediaId ? 'Trocar foto' : t.uploadPhoto}
            <span className="sr-only"> ({label})</span>
          </FileButton>
          {mediaId && (
            <Button variant="ghost" size="sm" disabled={disabled || busy} onClick={() => onChange(null)}>
              <Trash2 className="size-4" aria-hidden="true" />
              Remover foto
              <span className="sr-only"> ({label})</span>
            </Button>
          )}
        </div>
        {shape === 'wide' && (
          <p id={hintId} className="text-xs text-muted">
            {t.photoHint}
          </p>
        )}
        <UploadList uploads={uploads} onDismiss={dismiss} />
      </div>
    </div>
  );
}
