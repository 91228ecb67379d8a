// One theme colour: the system colour picker beside a hex text field (#RRGGBB), both in sync.
import { inputClass } from '../../components/ui/input.tsx';

export const hexColour = /^#[0-9a-fA-F]{6}$/;

export function ColorField({
  id,
  label,
  value,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const valid = hexColour.test(value);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`Escolher ${label.toLowerCase()}`}
          value={valid ? value.toLowerCase() : '#000000'}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
          disabled={disabled}
          className="size-12 shrink-0 cursor-pointer rounded-xl border border-ink/15 bg-white p-1 shadow-sm disabled:cursor-not-allowed [&::-webkit-color-swatch]:rounded-lg [&::-webkit-color-swatch]:border-0 [&::-webkit-color-swatch-wrapper]:p-0"
        />
        <input
          id={id}
          value={value}
          onChange={(e) => {
            const text = e.target.value.trim().toUpperCase();
            onChange(text.startsWith('#') ? text.slice(0, 7) : `#${text}`.slice(0, 7));
          }}
          disabled={disabled}
          maxLength={7}
          spellCheck={false}
          autoCapitalize="characters"
          autoComplete="off"
          aria-invalid={valid ? undefined : true}
          aria-describedby={valid ? undefined : `${id}-erro`}
          className={`${inputClass} ${valid ? 'border-ink/15' : 'border-red-400'} min-w-0 font-mono uppercase`}
        />
      </div>
      {!valid && (
        <p id={`${id}-erro`} className="mt-1 text-xs font-medium text-red-700">
          Use o formato #RRGGBB.
        </p>
      )}
    </div>
  );
}
