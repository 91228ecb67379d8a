// Under the colour pickers: each chosen colour that guests would struggle to read (below WCAG AA on
// the surfaces it sits on), its contrast, and the readable shade the site shows instead.
import type { ContrastWarning } from '../../../shared/site-palette.ts';
import type { ThemeDesign } from '../../../shared/theme-design.ts';
import { ContrastWarningBox } from '../../components/contrast-warning-box.tsx';

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
        <ContrastWarningBox
          warnings={warnings}
          labels={labels}
          listClassName="mt-3 space-y-3"
          itemClassName="text-ink"
          shown={(w) => (
            <>
              Para que todos leiam, os {usedFor[w.key]} aparecem assim no site:
              <span
                className="mt-1.5 flex w-fit items-center gap-2 rounded-lg px-3 py-1.5 font-semibold ring-1 ring-ink/10"
                style={{ background, color: w.shown }}
              >
                Exemplo de texto <span className="font-mono text-xs">{w.shown.toUpperCase()}</span>
              </span>
            </>
          )}
        />
      )}
    </div>
  );
}
