// A set of photos (O Casal, Galeria): thumbnails with "Remover", and "Enviar fotos" for many files
// at once, each with its own progress.
import { ImagePlus, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { type Control, type FieldPath, useController } from 'react-hook-form';
import { FileButton } from '../../components/ui/file-button.tsx';
import { imageAccept } from '../../lib/upload-media.ts';
import { siteTexts as t } from './site-texts.ts';
import { UploadList } from './upload-list.tsx';
import { useMediaLibrary } from './use-site-editor.ts';
import { useUploads } from './use-uploads.ts';

export function PhotoGridField({
  label,
  ids,
  onChange,
  max,
  disabled,
}: {
  label: string;
  ids: string[];
  /** Gets a function of the current list, so uploads finishing one by one all land. */
  onChange: (change: (ids: string[]) => string[]) => void;
  max?: number;
  disabled?: boolean;
}) {
  const headingId = useId();
  const hintId = useId();
  const { byId } = useMediaLibrary();
  const { uploads, start, dismiss, busy } = useUploads('image');
  const room = max === undefined ? Number.POSITIVE_INFINITY : max - ids.length;
  const count = ids.length === 1 ? '1 foto' : `${ids.length} fotos`;

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={headingId} className="text-sm font-medium text-ink">
          {label} <span className="font-normal text-muted">({max ? `${count} de ${max}` : count})</span>
        </p>
        <FileButton
          accept={imageAccept}
          multiple
          disabled={disabled || room <= 0}
          describedBy={hintId}
          onFiles={(files) =>
            void start(files.slice(0, Math.max(0, room)), (item) => onChange((list) => [...list, item.id]))
          }
        >
          <ImagePlus className="size-4" aria-hidden="true" />
          {t.uploadPhotos}
        </FileButton>
      </div>
      <p id={hintId} className="text-xs text-muted">
        {t.photoHint}
        {max ? ` Até ${max} fotos.` : ' Quantas fotos quiserem.'}
      </p>
      <UploadList uploads={uploads} onDismiss={dismiss} />
      {ids.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {ids.map((id, i) => {
            const url = byId.get(id)?.url;
            return (
              <li
                key={id}
                className="group relative aspect-square overflow-hidden rounded-xl bg-cream ring-1 ring-ink/10"
              >
                {url && (
                  <img src={url} alt={`Foto ${i + 1}`} loading="lazy" className="size-full object-cover" />
                )}
                <button
                  type="button"
                  disabled={disabled || busy}
                  onClick={() => onChange((list) => list.filter((x) => x !== id))}
                  aria-label={`Remover foto ${i + 1}`}
                  className="absolute top-1 right-1 grid size-8 place-items-center rounded-full bg-white/90 text-ink shadow-sm transition-colors hover:bg-danger-soft hover:text-danger disabled:opacity-50"
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="rounded-2xl border border-dashed border-ink/15 px-4 py-8 text-center text-sm text-muted">
          Nenhuma foto ainda.
        </p>
      )}
    </section>
  );
}

/** The photos of a section form (`photoIds`), as a field of the form. */
export function PhotoIdsField<Input extends { photoIds: string[] }, Output>({
  control,
  label,
  max,
}: {
  control: Control<Input, unknown, Output>;
  label: string;
  max?: number;
}) {
  const { field } = useController({ control, name: 'photoIds' as FieldPath<Input> });
  const value = field.value as string[];
  // The latest list, not this render's: uploads finish one by one, maybe between two renders.
  const latest = useRef(value);
  latest.current = value;
  return (
    <PhotoGridField
      label={label}
      ids={value}
      onChange={(change) => {
        latest.current = change(latest.current);
        field.onChange(latest.current);
      }}
      max={max}
    />
  );
}
