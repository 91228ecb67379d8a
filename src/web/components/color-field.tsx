// One theme colour: the system colour picker beside a hex text field (#RRGGBB), both in sync.
import type { ThemeDesign } from '../../shared/theme-design.ts';
import { inputClass } from './ui/input.tsx';

export const hexColour = /^#[0-9a-fA-F]{6}$/;

/** A theme's eight colours (SPEC 3), with the CSS variable each sets on the guest site. */
export const themeColorFields: { key: keyof ThemeDesign['colors']; label: string }[] = [
  { key: 'primary', label: 'Cor principal' },
  { key: 'secondary', label: 'Cor secundária' },
  { key: 'accent', label: 'Cor de destaque' },
  { key: 'background', label: 'Fundo' },
  { key: 'text', label: 'Texto' },
  { key: 'textLight', label: 'Texto secundário' },
  { key: 'sectionBackground', label: 'Fundo das seções' },
  { key: 'sectionTitleColor', label: 'Títulos das seções' },
];

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
          className="size-12 shrink-0 cursor-pointer rounded-xl border border-field bg-white p-1 shadow-sm disabled:cursor-not-allowed [&::-webkit-color-swatch]:rounded-lg [&::-webkit-color-swatch]:border-0 [&::-webkit-color-swatch-wrapper]:p-0"
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
          className={`${inputClass} ${valid ? 'border-field' : 'border-danger'} min-w-0 font-mono uppercase`}
        />
      </div>
      {!valid && (
        <p id={`${id}-erro`} className="mt-1 text-xs font-medium text-danger">
          Use o formato #RRGGBB.
        </p>
      )}
    </div>
  );
}
