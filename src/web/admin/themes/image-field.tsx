// One image of a theme (thumbnail, background, graphic element, block image) or of the landing: the current picture,
// a button to send another (checked against its purpose's rule first), and one to remove it.
import { ImagePlus, LoaderCircle, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { AssetPurpose } from '../../../shared/assets.ts';
import { FileButton } from '../../components/ui/file-button.tsx';
import { errorMessage } from '../../lib/use-form-action.ts';
import { assetAccept, uploadAsset } from '../lib/upload-asset.ts';

type ThemeImage = Exclude<AssetPurpose, 'catalog-product'>;

/** Each theme image's rule under its field, and the size of its current picture. */
const looks: Record<ThemeImage, { hint: string; previewClass: string }> = {
  'theme-thumbnail': { hint: 'PNG, JPG até 2MB', previewClass: 'h-24 w-32 object-cover' },
  'theme-background': { hint: 'PNG, JPG até 5MB', previewClass: 'h-28 w-40 object-cover' },
  'theme-graphic': {
    hint: '180x180px recomendado (PNG, JPG ou WebP até 2MB)',
    previewClass: 'size-16 object-contain p-1',
  },
  'theme-block-image': { hint: 'PNG, JPG ou WebP até 10MB', previewClass: 'h-28 w-40 object-cover' },
  'layout-hero': {
    hint: 'PNG, JPG ou WebP até 5MB, quadrada de preferência',
    previewClass: 'size-28 object-cover',
  },
};

export function ImageField({
  label,
  purpose,
  hint = looks[purpose].hint,
  previewClass = looks[purpose].previewClass,
  value,
  onChange,
  disabled,
}: {
  label: string;
  purpose: ThemeImage;
  /** The rule under the field (default: the purpose's, e.g. "PNG, JPG até 2MB"). */
  hint?: string;
  previewClass?: string;
  value: string | null;
  onChange: (url: string | null) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function send(files: File[]) {
    const file = files[0];
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      const asset = await uploadAsset(purpose, file, setProgress);
      onChange(asset.url);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setProgress(null);
    }
  }

  const uploading = progress !== null;
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium text-ink">{label}</legend>
      <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-dashed border-ink/20 bg-cream/60 p-3">
        {value ? (
          <img
            src={value}
            alt={`${label}: imagem atual`}
            className={`rounded-xl bg-white ring-1 ring-ink/10 ${previewClass}`}
          />
        ) : (
          <span
            className="grid size-16 place-items-center rounded-xl bg-white text-muted ring-1 ring-ink/10"
            aria-hidden="true"
          >
            <ImagePlus className="size-6" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <FileButton
              accept={assetAccept(purpose)}
              disabled={disabled || uploading}
              onFiles={(f) => void send(f)}
              describedBy={`${id}-regra`}
            >
              {uploading ? (
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              ) : (
                <ImagePlus className="size-4" aria-hidden="true" />
              )}
              {uploading ? (
                `Enviando... ${Math.round((progress ?? 0) * 100)}%`
              ) : (
                <>
                  {/* The legend names the image: the button stays short in a narrow column. */}
                  {value ? 'Trocar imagem' : 'Enviar imagem'}
                  <span className="sr-only"> ({label})</span>
                </>
              )}
            </FileButton>
            {value && !uploading && (
              <button
                type="button"
                onClick={() => onChange(null)}
                disabled={disabled}
                className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-danger hover:bg-danger-soft"
              >
                <Trash2 className="size-4" aria-hidden="true" />
                Remover<span className="sr-only"> {label.toLowerCase()}</span>
              </button>
            )}
          </div>
          <p id={`${id}-regra`} className="mt-1.5 text-xs text-muted">
            {hint}
          </p>
          {error && (
            <p role="alert" className="mt-1.5 text-sm font-medium text-danger">
              {error}
            </p>
          )}
        </div>
      </div>
    </fieldset>
  );
}
