// Under the colour pickers: each chosen colour that guests would struggle to read (below WCAG AA on
// the surfaces it sits on), its contrast, and the readable shade the site shows instead.
import { TriangleAlert } from 'lucide-react';
import { formatRatio } from '../../../shared/contrast.ts';
import type { ContrastWarning } from '../../../shared/site-palette.ts';
import type { ThemeDesign } from '../../../shared/theme-design.ts';

const usedFor: Record<keyof ThemeDesign['colors'], string> = {
  primary: 'links, nomes dos locais e botões contornados',
  secondary: 'detalhes',
  accent: 'detalhes',
  background: 'fundo',
  text: 'textos',
  textLight: 'textos secundários',
  sectionBackground: 'fundo das seções',
  sectionTitleColor: 'títulos das seções',
};

export function ContrastNotes({
  warnings,
  labels,
  background,
}: {
  warnings: ContrastWarning[];
  labels: Record<string, string>;
  background: string;
}) {
  return (
    <div role="status" aria-live="polite" className="mt-4 empty:hidden">
      {warnings.length > 0 && (
        <div className="rounded-2xl bg-warning-soft p-4 text-sm text-warning ring-1 ring-warning/20">
          <p className="flex items-center gap-2 font-semibold">
            <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
            Contraste abaixo do recomendado (WCAG AA)
          </p>
          <ul className="mt-3 space-y-3">
            {warnings.map((w) => (
              <li key={w.key} className="text-ink">
                <span className="font-semibold">{labels[w.key]}</span>: contraste de {formatRatio(w.ratio)}{' '}
                (mínimo {formatRatio(w.required)}). Para que todos leiam, os {usedFor[w.key]} aparecem assim
                no site:
                <span
                  className="mt-1.5 flex w-fit items-center gap-2 rounded-lg px-3 py-1.5 font-semibold ring-1 ring-ink/10"
                  style={{ background, color: w.shown }}
                >
                  Exemplo de texto <span className="font-mono text-xs">{w.shown.toUpperCase()}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
