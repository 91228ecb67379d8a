// The themes as live miniatures showing the couple's own names and wedding date, one card each,
// pressed when it is the chosen one, filtered by the studio's tags. Onboarding step 7 and
// "Alterar tema" draw the same grid.
import { Check, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { ThemeThumbnail } from '../../components/theme-thumbnail.tsx';
import type { ThemeOption } from '../../lib/use-themes.ts';
import { useThumbnailCouple } from '../session/session-context.ts';
import { flowTexts } from './onboarding-texts.ts';
import { ThemeTagFilter } from './theme-tag-filter.tsx';

type ThumbnailCouple = ReturnType<typeof useThumbnailCouple>;

export function ThemeGrid({
  themes,
  labelledBy,
  chosenId,
  savingId,
  busy,
  onChoose,
}: {
  themes: readonly ThemeOption[];
  labelledBy: string;
  chosenId: string | null | undefined;
  /** The theme being saved, if any. */
  savingId: string | null;
  /** Every card waits while anything on the page saves. */
  busy: boolean;
  onChoose: (theme: ThemeOption) => void;
}) {
  const couple = useThumbnailCouple();
  const [tag, setTag] = useState<string | null>(null);
  const shown = tag ? themes.filter((t) => t.tags.includes(tag)) : themes;
  return (
    <>
      <ThemeTagFilter themes={themes} shown={shown.length} value={tag} onChange={setTag} />
      <ul aria-labelledby={labelledBy} className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        {shown.map((theme) => (
          <li key={theme.id} className="flex">
            <ThemeCard
              theme={theme}
              couple={couple}
              selected={chosenId === theme.id}
              saving={savingId === theme.id}
              disabled={busy}
              onChoose={() => onChoose(theme)}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

function ThemeCard({
  theme,
  couple,
  selected,
  saving,
  disabled,
  onChoose,
}: {
  theme: ThemeOption;
  couple: ThumbnailCouple;
  selected: boolean;
  saving: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const descriptionId = `theme-${theme.id}-d`;
  return (
    <button
      type="button"
      aria-label={theme.name}
      aria-describedby={descriptionId}
      aria-pressed={selected}
      aria-busy={saving || undefined}
      disabled={disabled}
      onClick={onChoose}
      className={`group relative flex flex-col rounded-2xl bg-white p-2 text-left shadow-sm ring-1 transition hover:-translate-y-0.5 hover:shadow-lg hover:shadow-brand/15 focus-visible:ring-2 focus-visible:ring-brand-dark disabled:cursor-not-allowed disabled:hover:translate-y-0 sm:p-2.5 ${selected ? 'ring-2 ring-brand-dark' : 'ring-ink/10'} ${disabled && !saving ? 'opacity-60' : ''}`}
    >
      <span className="relative block">
        <ThemeThumbnail
          design={theme.design}
          names={couple.names}
          date={couple.date}
          className="rounded-xl ring-1 ring-ink/5"
        />
        {saving && (
          <span className="absolute inset-0 grid place-items-center rounded-xl bg-white/70">
            <LoaderCircle className="size-7 animate-spin text-brand" aria-hidden="true" />
          </span>
        )}
      </span>
      {selected && (
        <span className="absolute -top-2 -right-2 grid size-7 place-items-center rounded-full bg-brand-dark text-white shadow-md ring-2 ring-white">
          <Check className="size-4" strokeWidth={3} aria-hidden="true" />
        </span>
      )}
      <span className="mt-2.5 px-1 font-serif text-base leading-tight font-bold text-ink sm:text-lg">
        {theme.name}
      </span>
      {selected && (
        <span className="mt-1 px-1 text-[11px] font-semibold tracking-wide text-brand-dark uppercase">
          {flowTexts.currentTheme}
        </span>
      )}
      <span
        id={descriptionId}
        className="mt-1 mb-1 line-clamp-3 px-1 text-xs leading-snug text-muted sm:text-sm"
      >
        {theme.description}
      </span>
    </button>
  );
}
