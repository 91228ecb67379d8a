// A drop-down of fixed options, each [value, label], as a field on the form kit (a partner's gender,
// a status, a category's icon, who may confirm an RSVP).
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { FormField } from './form.tsx';
import { Select, type SelectOption, SelectOptions } from './select.tsx';

export function SelectField<Input extends FieldValues, Output>({
  form,
  name,
  options,
  empty,
  ...frame
}: {
  form: UseFormReturn<Input, unknown, Output>;
  name: FieldPath<Input>;
  /** The control's id, when a test or a link needs a fixed one. */
  id?: string;
  label: string;
  hint?: string;
  className?: string;
  options: readonly SelectOption<string>[];
  /** A first option with no value ("Sem categoria"). */
  empty?: string;
}) {
  return (
    <FormField form={form} name={name} {...frame}>
      {(control) => (
        <Select {...control}>
          <SelectOptions options={options} empty={empty} />
        </Select>
      )}
    </FormField>
  );
}
