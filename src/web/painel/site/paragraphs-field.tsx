// A text the guest site splits into paragraphs at each blank line ("O Casal", "Nova seção"): the
// textarea says so in its hint, followed by its own limit.
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { FormField } from '../../components/ui/form.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';

export function ParagraphsField<Input extends FieldValues, Output>({
  form,
  name,
  id,
  label,
  limit,
  ...textarea
}: {
  form: UseFormReturn<Input, unknown, Output>;
  name: FieldPath<Input>;
  id: string;
  label: string;
  /** Said after the hint ("Até 5.000 caracteres."). */
  limit?: string;
  maxLength: number;
  rows: number;
  placeholder?: string;
}) {
  const hint = 'Deixem uma linha em branco para separar os parágrafos.';
  return (
    <FormField form={form} name={name} id={id} label={label} hint={limit ? `${hint} ${limit}` : hint}>
      {(control) => <Textarea {...control} {...textarea} />}
    </FormField>
  );
}
