// What a category and a ready-made list are called and described by: a name (required, up to 60
// characters) and a short description (up to 300), each field's id starting with `ids`.
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { FormField } from '../../components/ui/form.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';

export function NameAndDescription<
  Input extends FieldValues & { name: string; description?: string },
  Output,
>({ form, ids, nameLabel }: { form: UseFormReturn<Input, unknown, Output>; ids: string; nameLabel: string }) {
  return (
    <>
      <FormField form={form} name={'name' as FieldPath<Input>} label={nameLabel} id={`${ids}-nome`}>
        {(control) => <Input {...control} maxLength={60} autoComplete="off" />}
      </FormField>
      <FormField
        form={form}
        name={'description' as FieldPath<Input>}
        label="Descrição"
        id={`${ids}-descricao`}
      >
        {(control) => <Textarea {...control} rows={3} maxLength={300} />}
      </FormField>
    </>
  );
}
