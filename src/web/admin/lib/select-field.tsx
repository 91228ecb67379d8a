// Drop-downs of fixed options, each option [value, label]: the options themselves, and a field on
// the form kit (a partner's gender, a status, a category's icon).
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { FormField } from '../../components/ui/form.tsx';
import { Select } from '../../components/ui/select.tsx';

export type SelectOption<T extends string> = readonly [value: T, label: string];

/** The options of a label table (`{ value: label }`), in its order. */
export function optionsOf<T extends string>(labels: Record<T, string>): SelectOption<T>[] {
  return Object.entries(labels) as [T, string][];
}

export function SelectOptions({ options }: { options: readonly SelectOption<string>[] }) {
  return options.map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}

export function SelectField<Input extends FieldValues, Output>({
  form,
  name,
  options,
  ...frame
}: {
  form: UseFormReturn<Input, unknown, Output>;
  name: FieldPath<Input>;
  id: string;
  label: string;
  hint?: string;
  className?: string;
  options: readonly SelectOption<string>[];
}) {
  return (
    <FormField form={form} name={name} {...frame}>
      {(control) => (
        <Select {...control}>
          <SelectOptions options={options} />
        </Select>
      )}
    </FormField>
  );
}
