// Labelled controls that act as soon as they change (no form around them): a drop-down whose
// options are [value, label] pairs (list filters, a section's style) and a day ("De", "Até").
import { Input } from './input.tsx';
import { Label } from './label.tsx';
import { Select, type SelectOption, SelectOptions } from './select.tsx';

export function LabelledSelect<T extends string>({
  id,
  label,
  value,
  onChange,
  options,
  className,
}: {
  id: string;
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly SelectOption<T>[];
  /** The box of the label and the drop-down (its width). */
  className?: string;
}) {
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value as T)}>
        <SelectOptions options={options} />
      </Select>
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
