// A drop-down of fixed options, each [value, label], as a field on the form kit (a partner's gender,
// a status, a category's icon).
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { FormField } from '../../components/ui/form.tsx';
import { Select, type SelectOption, SelectOptions } from '../../components/ui/select.tsx';

export function SelectField<Input extends FieldValues, Output>({
  form,
  name,
  options,
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
