// A new password on the form kit: the show/hide field, the rules' checklist as it is typed, and
// the "weak" line while the rules are not met (sign-up and the reset both ask it this way).
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { authMessages } from '../../../shared/auth/messages.ts';
import { meetsPasswordRules } from '../../../shared/auth/password-rules.ts';
import { FormField } from '../ui/form.tsx';
import { PasswordField } from '../ui/password-field.tsx';
import { PasswordChecklist } from './password-checklist.tsx';

export function NewPasswordField<Input extends FieldValues, Output>({
  form,
  name,
  label,
  id,
}: {
  form: UseFormReturn<Input, unknown, Output>;
  name: FieldPath<Input>;
  label: string;
  id: string;
}) {
  const password = String(form.watch(name) ?? '');
  const weak = password.length > 0 && !meetsPasswordRules(password);
  return (
    <FormField form={form} name={name} label={label} id={id}>
      {(control) => (
        <>
          <PasswordField
            {...control}
            autoComplete="new-password"
            invalid={weak || control.invalid}
            aria-invalid={weak || control.invalid || undefined}
            aria-describedby={[control['aria-describedby'], `${id}-regras`, weak && `${id}-dica`]
              .filter(Boolean)
              .join(' ')}
          />
          <PasswordChecklist id={`${id}-regras`} password={password} />
          {weak && (
            <p id={`${id}-dica`} className="mt-2 text-sm text-danger">
              {authMessages.weakPassword}
            </p>
          )}
        </>
      )}
    </FormField>
  );
}
