// The one field both steps ask: the authenticator's 6-digit code (or, at sign-in, a recovery code).
import type { FormEvent } from 'react';
import { useState } from 'react';
import { twoFactorMessages as m } from '../../../shared/auth/two-factor.ts';
import { FormError } from '../../components/ui/form-error.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { useFormAction } from '../../lib/use-form-action.ts';

export function CodeForm({
  onCode,
  allowRecovery,
}: {
  /** Returns LEAVING when the page is going away. */
  onCode: (code: string) => Promise<unknown>;
  allowRecovery: boolean;
}) {
  const [code, setCode] = useState('');
  const { pending, error, fail, run } = useFormAction();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (!code.trim()) return fail(m.codeRequired);
    void run(() => onCode(code.trim()));
  }

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-5" aria-busy={pending}>
      <div>
        <Label htmlFor="two-factor-code">{m.codeLabel}</Label>
        <Input
          id="two-factor-code"
          autoComplete="one-time-code"
          inputMode={allowRecovery ? 'text' : 'numeric'}
          autoCapitalize="none"
          spellCheck={false}
          aria-describedby={allowRecovery ? 'two-factor-code-hint' : undefined}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          disabled={pending}
          invalid={Boolean(error)}
        />
        {allowRecovery && (
          <p id="two-factor-code-hint" className="mt-1.5 text-sm text-muted">
            {m.codeHint}
          </p>
        )}
      </div>
      <FormError message={error} />
      <SubmitButton pending={pending} pendingLabel="Verificando...">
        Confirmar
      </SubmitButton>
    </form>
  );
}
