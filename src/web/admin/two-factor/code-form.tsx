// The one field both steps ask: the authenticator's 6-digit code (or, at sign-in, a recovery code).
import { twoFactorMessages as m, twoFactorCodeBody } from '../../../shared/auth/two-factor.ts';
import { Form, FormField, FormSubmit, useZodForm } from '../../components/ui/form.tsx';
import { Input } from '../../components/ui/input.tsx';

export function CodeForm({
  onCode,
  allowRecovery,
}: {
  /** Returns LEAVING when the page is going away. */
  onCode: (code: string) => Promise<unknown>;
  allowRecovery: boolean;
}) {
  const form = useZodForm(twoFactorCodeBody, { defaultValues: { code: '' } });
  return (
    <Form
      form={form}
      summarize
      serverFields={{ TWO_FACTOR_INVALID: 'code' }}
      className="grid grid-cols-1 gap-5"
      onSubmit={({ code }) => onCode(code)}
      footer={<FormSubmit pendingLabel="Verificando...">Confirmar</FormSubmit>}
    >
      <FormField
        form={form}
        name="code"
        label={m.codeLabel}
        id="two-factor-code"
        hint={allowRecovery ? m.codeHint : undefined}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="one-time-code"
            inputMode={allowRecovery ? 'text' : 'numeric'}
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </FormField>
    </Form>
  );
}
