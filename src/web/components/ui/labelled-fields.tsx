// Labelled controls that act as soon as they change (no form around them): a drop-down whose
// options are [value, label] pairs, with a hint line under it when it needs one (list filters, a
// section's style, a theme's ornament), a day ("De", "Até") and a text box or text area (a builder
// block's fields).
import type { InputHTMLAttributes } from 'react';
import { Input } from './input.tsx';
import { Label } from './label.tsx';
import { Select, type SelectOption, SelectOptions } from './select.tsx';
import { Textarea } from './textarea.tsx';

export function LabelledSelect<T extends string>({
  id,
  label,
  value,
  onChange,
  options,
  hint,
  className,
}: {
  id: string;
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly SelectOption<T>[];
  /** A line under the drop-down saying what the choice changes. */
  hint?: string;
  /** The box of the label and the drop-down (its width). */
  className?: string;
}) {
  const hintId = hint ? `${id}-dica` : undefined;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} aria-describedby={hintId} onChange={(e) => onChange(e.target.value as T)}>
        <SelectOptions options={options} />
      </Select>
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

export function LabelledDate({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (day: string) => void;
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="date" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

export function LabelledText({
  id,
  label,
  value,
  onChange,
  multiline,
  ...box
}: {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** A text area rather than a one-line box. */
  multiline?: boolean;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'maxLength' | 'placeholder' | 'type' | 'inputMode' | 'className'
>) {
  const Box = multiline ? Textarea : Input;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Box id={id} value={value} onChange={(e) => onChange(e.target.value)} {...box} />
    </div>
  );
}
