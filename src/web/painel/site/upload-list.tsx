// The files being sent: a progress bar each, or the reason the server refused it; below them,
// how much of the wedding's upload space is used.
import { CircleAlert, X } from 'lucide-react';
import { storageUsageText } from '../../../shared/storage.ts';
import { useStorageUsage } from './use-site-editor.ts';
import type { Upload } from './use-uploads.ts';

function StorageUsageLine() {
  const { data } = useStorageUsage();
  if (!data) return null;
  return (
    <p className="text-xs text-muted" aria-live="polite">
      Espaço de arquivos: {storageUsageText(data.usedBytes, data.quotaBytes)}
    </p>
  );
}

export function UploadList({ uploads, onDismiss }: { uploads: Upload[]; onDismiss: (key: string) => void }) {
  return (
    <div className="space-y-2">
      {uploads.length > 0 && <Uploads uploads={uploads} onDismiss={onDismiss} />}
      <StorageUsageLine />
    </div>
  );
}

function Uploads({ uploads, onDismiss }: { uploads: Upload[]; onDismiss: (key: string) => void }) {
  return (
    <ul className="space-y-2">
      {uploads.map((u) => (
        <li key={u.key} className="rounded-xl bg-cream px-3 py-2 text-sm">
          <div className="flex items-center justify-between gap-2">
            <span className="min-w-0 truncate font-medium text-ink">{u.name}</span>
            {u.error ? (
              <button
                type="button"
                onClick={() => onDismiss(u.key)}
                aria-label={`Dispensar aviso de ${u.name}`}
                className="grid size-8 shrink-0 place-items-center rounded-full text-muted hover:bg-brand-soft"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            ) : (
              <span className="shrink-0 text-xs text-muted">{Math.round(u.progress * 100)}%</span>
            )}
          </div>
          {u.error ? (
            <p role="alert" className="mt-1 flex items-start gap-1.5 text-xs font-medium text-danger">
              <CircleAlert className="mt-px size-3.5 shrink-0" aria-hidden="true" />
              {u.error}
            </p>
          ) : (
            <div
              role="progressbar"
              aria-label={`Enviando ${u.name}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(u.progress * 100)}
              className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-ink/10"
            >
              <div
                className="h-full rounded-full bg-brand transition-[width]"
                style={{ width: `${Math.max(4, u.progress * 100)}%` }}
              />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
