// The published versions, newest first; any older one can be published again ("Restaurar").
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { formatDateTime } from '../lib/admin-format.ts';
import type { LayoutVersion } from './layout-api.ts';

export function LayoutVersions({
  live,
  versions,
  onRestore,
}: {
  live: number;
  versions: LayoutVersion[];
  onRestore: (version: number) => Promise<void>;
}) {
  const [restoring, setRestoring] = useState<number | null>(null);
  return (
    <section
      aria-labelledby="versoes-titulo"
      className="rounded-2xl border border-ink/10 bg-white p-4 sm:p-6"
    >
      <h2 id="versoes-titulo" className="font-serif text-xl font-bold text-ink">
        Versões publicadas
      </h2>
      <ul className="mt-3 divide-y divide-ink/5">
        {versions.map((v) => (
          <li key={v.version} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
            <span>
              <span className="font-semibold text-ink">Versão {v.version}</span>
              {v.version === live && <span className="ml-2 text-teal-dark">(no ar)</span>}
              <span className="block text-muted">
                {formatDateTime(v.publishedAt)}
                {v.publishedBy ? ` · ${v.publishedBy}` : ' · conteúdo inicial'}
                {v.restoredFrom !== null && ` · restaurada da versão ${v.restoredFrom}`}
              </span>
            </span>
            {v.version !== live && (
              <button
                type="button"
                onClick={() => setRestoring(v.version)}
                className="h-9 rounded-full border border-ink/15 px-4 font-semibold text-ink hover:bg-brand-soft"
                aria-label={`Restaurar a versão ${v.version}`}
              >
                Restaurar
              </button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => !open && setRestoring(null)}
        title={`Restaurar a versão ${restoring ?? ''}?`}
        description="O conteúdo dessa versão volta ao ar agora, como uma nova versão. Nada se perde: a versão atual continua na lista."
        confirmLabel="Restaurar"
        pendingLabel="Restaurando..."
        onConfirm={async () => {
          if (restoring !== null) await onRestore(restoring);
        }}
      />
    </section>
  );
}
