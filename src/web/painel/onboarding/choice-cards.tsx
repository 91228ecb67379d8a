// Radio cards (one choice) and checkbox cards (several): real inputs, each named by its option's
// label, drawn as large tappable cards.
import { Check, type LucideIcon } from 'lucide-react';
import { useId } from 'react';

export interface ChoiceOption {
  id: string;
  label: string;
  description?: string;
}

export function ChoiceCards({
  type,
  labelledBy,
  options,
  icons,
  selected,
  onToggle,
  disabled,
  columns = 1,
}: {
  type: 'radio' | 'checkbox';
  labelledBy: string;
  options: readonly ChoiceOption[];
  icons: Record<string, LucideIcon>;
  selected: readonly string[];
  onToggle: (id: string) => void;
  disabled: boolean;
  columns?: 1 | 2 | 3;
}) {
  const name = useId();
  const grid = { 1: '', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3' }[columns];
  return (
    <fieldset aria-labelledby={labelledBy} className={`grid grid-cols-1 gap-3 ${grid}`}>
      {options.map((option) => {
        const Icon = icons[option.id] ?? Check;
        const checked = selected.includes(option.id);
        const labelId = `${name}-${option.id}`;
        return (
          <label
            key={option.id}
            className="group relative flex cursor-pointer items-center gap-4 rounded-2xl border-2 border-ink/10 bg-white p-4 transition-colors hover:border-brand/40 has-checked:border-brand-dark has-checked:bg-brand-soft has-focus-visible:ring-2 has-focus-visible:ring-brand-dark has-focus-visible:ring-offset-2 has-disabled:cursor-not-allowed has-disabled:opacity-70"
          >
            <input
              type={type}
              name={name}
              value={option.id}
              checked={checked}
              disabled={disabled}
              onChange={() => onToggle(option.id)}
              aria-labelledby={labelId}
              aria-describedby={option.description ? `${labelId}-d` : undefined}
              className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-2xl opacity-0 disabled:cursor-not-allowed"
            />
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-soft text-brand-dark transition-colors group-has-checked:bg-brand-dark group-has-checked:text-white">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="min-w-0 flex-1">
              <span id={labelId} className="block font-semibold text-ink">
                {option.label}
              </span>
              {option.description && (
                <span id={`${labelId}-d`} className="mt-0.5 block text-sm leading-snug text-muted">
                  {option.description}
                </span>
              )}
            </span>
            <span
              aria-hidden="true"
              className={`grid size-6 shrink-0 place-items-center border-2 border-ink/20 bg-white text-white transition-colors group-has-checked:border-brand-dark group-has-checked:bg-brand-dark ${type === 'radio' ? 'rounded-full' : 'rounded-md'}`}
            >
              <Check className="size-3.5 opacity-0 group-has-checked:opacity-100" strokeWidth={3} />
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
