// Fields of the add and edit forms on the form kit, each with its visible label: text (names,
// e-mail, date), the phone with sign-up's mask, and a partner's gender.
import type { InputHTMLAttributes } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { FormControlledField, FormField } from '../../components/ui/form.tsx';
import { Input } from '../../components/ui/input.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { formatPhone, phoneDigits } from '../../lib/phone-mask.ts';

interface FieldProps<Input extends FieldValues, Output> {
  form: UseFormReturn<Input, unknown, Output>;
  name: FieldPath<Input>;
  id: string;
}

export function Field<Input extends FieldValues, Output>({
  form,
  name,
  id,
  label,
  hint,
  className,
  ...props
}: FieldProps<Input, Output> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'id'> & { label: string; hint?: string }) {
  return (
    <FormField form={form} name={name} id={id} label={label} hint={hint} className={className}>
      {(control) => <Input {...props} {...control} />}
    </FormField>
  );
}

/** A partner's name (up to 80 characters, as the schema allows); the browser suggests nothing. */
export function NameField<Input extends FieldValues, Output>(
  props: FieldProps<Input, Output> & { label: string },
) {
  return <Field {...props} maxLength={80} autoComplete="off" />;
}

/** The couple's sign-in e-mail, across both columns; `hint` says what the address is for. */
export function EmailField<Input extends FieldValues, Output>(
  props: FieldProps<Input, Output> & { hint: string },
) {
  return <Field {...props} label="E-mail *" type="email" autoComplete="off" className="sm:col-span-2" />;
}

export function PhoneField<Input extends FieldValues, Output>({ form, name, id }: FieldProps<Input, Output>) {
  return (
    <FormControlledField
      form={form}
      name={name}
      id={id}
      label="Telefone (opcional)"
      hint="Com DDD, no formato (XX) XXXXX-XXXX."
    >
      {({ value, onChange, ...control }) => (
        <Input
          {...control}
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          placeholder="(11) 98765-4321"
          value={formatPhone(String(value ?? ''))}
          onChange={(e) => onChange(phoneDigits(e.target.value) as typeof value)}
        />
      )}
    </FormControlledField>
  );
}

const genders = [
  ['noiva', 'Noiva'],
  ['noivo', 'Noivo'],
] as const;

export function GenderField<Input extends FieldValues, Output>(
  props: FieldProps<Input, Output> & { label: string },
) {
  return <SelectField {...props} options={genders} />;
}
