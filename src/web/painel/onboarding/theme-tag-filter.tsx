// The themes studio's tags as a radio group ("Todos" first): the theme pickers show only the
// themes of the style chosen, and say how many. Only tags some theme carries are offered.
import { useId } from 'react';
import { themeTags } from '../../../shared/theme-studio.ts';
import { flowTexts } from './onboarding-texts.ts';

type Tagged = { tags: readonly string[] };

function tagsInUse(themes: readonly Tagged[]): string[] {
  const used = new Set(themes.flatMap((t) => t.tags));
  return themeTags.filter((tag) => used.has(tag));
}

export function ThemeTagFilter({
  themes,
  shown,
  value,
  onChange,
}: {
  themes: readonly Tagged[];
  /** How many themes the chosen tag leaves. */
  shown: number;
  /** The chosen tag; null shows every theme. */
  value: string | null;
  onChange: (tag: string | null) => void;
}) {
  const name = useId();
  const options = [
    { tag: null, label: flowTexts.allThemes },
    ...tagsInUse(themes).map((tag) => ({ tag, label: tag })),
  ];
  return (
    <div className="mb-4 flex flex-col gap-1">
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-semibold text-ink">{flowTexts.themeFilter}</legend>
        <div className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-2 sm:flex-wrap sm:overflow-visible">
          {options.map((o) => (
            <label key={o.label} className="relative shrink-0 cursor-pointer">
              <input
                type="radio"
                name={name}
                className="peer sr-only"
                checked={value === o.tag}
                onChange={() => onChange(o.tag)}
              />
              <span className="block rounded-full bg-white px-3.5 py-1.5 text-sm font-medium text-ink ring-1 ring-ink/15 transition peer-checked:bg-brand-dark peer-checked:text-white peer-checked:ring-brand-dark peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-dark hover:ring-brand-dark">
                {o.label}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <p role="status" className="text-sm text-muted">
        {flowTexts.themesShown(shown, themes.length)}
      </p>
    </div>
  );
}
