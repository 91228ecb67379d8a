// "Confirme sua senha": the password again, or a 6-digit code sent by e-mail, before money moves.
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { stepUpMessages } from '../../../shared/auth/step-up.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { useFormAction } from '../../lib/use-form-action.ts';
import { confirmHolder, sendHolderCode } from './step-up-api.ts';
import { walletTexts as t } from './wallet-texts.ts';

export function StepUpDialog(props: { open: boolean; onConfirmed: () => void; onCancel: () => void }) {
  const id = useId();
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const [value, setValue] = useState('');
  const { pending, error, fail, run } = useFormAction();

  function close() {
    setValue('');
    setMode('password');
    props.onCancel();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!value.trim()) return fail(stepUpMessages.proofMissing);
    void run(async () => {
      await confirmHolder(mode === 'password' ? { password: value } : { code: value.trim() });
      setValue('');
      setMode('password');
      props.onConfirmed();
    });
  }

  function askCode() {
    void run(async () => {
      await sendHolderCode();
      setValue('');
      setMode('code');
      toast.success(stepUpMessages.codeSent);
    });
  }

  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && close()}>
      <DialogContent title={stepUpMessages.dialogTitle} description={stepUpMessages.dialogText}>
        <form onSubmit={submit} noValidate aria-busy={pending} className="mt-5 space-y-4">
          {mode === 'password' ? (
            <div>
              <Label htmlFor={`${id}-senha`}>{t.stepUpPassword}</Label>
              <PasswordField
                id={`${id}-senha`}
                value={value}
                onChange={(e) => setValue(e.target.value)}
                autoComplete="current-password"
                disabled={pending}
              />
            </div>
          ) : (
            <div>
              <Label htmlFor={`${id}-codigo`}>{t.stepUpCode}</Label>
              <Input
                id={`${id}-codigo`}
                value={value}
                onChange={(e) => setValue(e.target.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                disabled={pending}
              />
            </div>
          )}
          <FormError message={error} />
          <SubmitButton pending={pending}>{t.stepUpSubmit}</SubmitButton>
          {mode === 'password' && (
            <Button variant="outline" className="w-full" onClick={askCode} disabled={pending}>
              {t.stepUpAskCode}
            </Button>
          )}
        </form>
      </DialogContent>
    </Dialog>
  );
}
