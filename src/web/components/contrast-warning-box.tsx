// The amber box that lists a palette's colours reading below WCAG AA, as the theme studio's
// "Publicar Tema" and the couple's colour pickers both show it: its heading, and for each colour
// its name, its contrast and the minimum; the page adds what the site does about it.
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatRatio } from '../../shared/contrast.ts';
import type { ContrastWarning } from '../../shared/site-palette.ts';

export function ContrastWarningBox({
  warnings,
  labels,
  listClassName,
  itemClassName,
  shown,
  children,
}: {
  warnings: readonly ContrastWarning[];
  /** Each colour's name by its key ("Texto"). */
  labels: Record<string, string>;
  listClassName: string;
  itemClassName?: string;
  /** What follows "(mínimo 4,5:1)." in a colour's line: the shade the site shows instead. */
  shown: (warning: ContrastWarning) => ReactNode;
  /** Under the list. */
  children?: ReactNode;
}) {
  return (
    <div className="rounded-2xl bg-warning-soft p-4 text-sm text-warning ring-1 ring-warning/20">
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
        Contraste abaixo do recomendado (WCAG AA)
      </p>
      <ul className={listClassName}>
        {warnings.map((w) => (
          <li key={w.key} className={itemClassName}>
            <span className="font-semibold">{labels[w.key]}</span>: contraste de {formatRatio(w.ratio)}{' '}
            (mínimo {formatRatio(w.required)}). {shown(w)}
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}
