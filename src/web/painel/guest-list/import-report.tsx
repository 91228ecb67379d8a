// The import's preview: what will be saved (households and people) and, line by line, what will
// not and why (a line with an error, a person or household already in the list or repeated).
import { CircleAlert, CopyX, UsersRound } from 'lucide-react';
import type { ImportPreview } from '../../../shared/guest-import.ts';
import { ageGroupLabels, sideLabels } from '../../../shared/guest-list.ts';

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

export function ImportReport({ preview }: { preview: ImportPreview }) {
  const { summary } = preview;
  const skipped = preview.lines.filter((l) => l.status !== 'ok');
  return (
    <div className="grid gap-5">
      <p role="status" className="rounded-2xl bg-teal-soft px-4 py-3 text-sm text-ink">
        <strong>{plural(summary.households, 'convite', 'convites')}</strong> com{' '}
        {plural(summary.people, 'pessoa', 'pessoas')}{' '}
        {summary.households === 1 ? 'será importado' : 'serão importados'}.{' '}
        {summary.errors > 0 &&
          `${plural(summary.errors, 'linha com erro fica', 'linhas com erro ficam')} de fora. `}
        {summary.duplicates > 0 &&
          `${plural(summary.duplicates, 'linha repetida fica', 'linhas repetidas ficam')} de fora. `}
        Nada foi salvo ainda.
      </p>

      {skipped.length > 0 && (
        <section aria-labelledby="linhas-fora" className="grid gap-2">
          <h3 id="linhas-fora" className="font-semibold text-ink">
            Linhas que não serão importadas
          </h3>
          <ul className="grid gap-2" aria-label="Linhas que não serão importadas">
            {skipped.map((l) => {
              const Icon = l.status === 'error' ? CircleAlert : CopyX;
              return (
                <li
                  key={l.line}
                  className={`flex gap-3 rounded-2xl px-4 py-3 text-sm ${l.status === 'error' ? 'bg-danger-soft text-danger-deep' : 'bg-cream text-ink'}`}
                >
                  <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span className="min-w-0 break-words">
                    <strong>Linha {l.line}</strong>
                    {l.name ? ` (${l.name})` : ''}: {l.messages.join(' ')}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      {preview.households.length > 0 && (
        <section aria-labelledby="convites-novos" className="grid gap-2">
          <h3 id="convites-novos" className="flex items-center gap-2 font-semibold text-ink">
            <UsersRound className="size-4 text-teal-dark" aria-hidden="true" />
            Convites a importar
          </h3>
          <ul
            className="divide-y divide-ink/5 rounded-2xl bg-white ring-1 ring-ink/5"
            aria-label="Convites a importar"
          >
            {preview.households.map((h) => (
              <li key={h.name} className="grid gap-1 px-4 py-3 text-sm">
                <span className="font-semibold break-words text-ink">{h.name}</span>
                <span className="break-words text-muted">
                  {h.members
                    .map((p) =>
                      p.ageGroup === 'adulto'
                        ? p.name
                        : `${p.name} (${ageGroupLabels[p.ageGroup].toLowerCase()})`,
                    )
                    .join(', ')}
                  {' · '}
                  {sideLabels[h.side]}
                  {h.tags.length > 0 && ` · ${h.tags.join(', ')}`}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
