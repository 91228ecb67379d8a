// "Confirme sua senha": the password again, or a 6-digit code sent by e-mail, before money moves.
import { useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { stepUpMessages } from '../../../shared/auth/step-up.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import {
  Form,
  FormField,
  FormSubmit,
  useFormPending,
  useFormRun,
  useZodForm,
} from '../../components/ui/form.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { confirmHolder, sendHolderCode } from './step-up-api.ts';
import { walletTexts as t } from './wallet-texts.ts';

/** One field for either proof: the server's `stepUpBody` says which one it is and checks the code. */
export const stepUpForm = z.object({ value: z.string().trim().min(1, stepUpMessages.proofMissing) });

function AskCodeButton({ onSent }: { onSent: () => void }) {
  const pending = useFormPending();
  const run = useFormRun();
  return (
    <Button
      variant="outline"
      className="w-full"
      disabled={pending}
      onClick={() =>
        void run(async () => {
          await sendHolderCode();
          onSent();
          toast.success(stepUpMessages.codeSent);
        })
      }
    >
      {t.stepUpAskCode}
    </Button>
  );
}

/** Mounted while the dialog is open: closing it forgets the proof and goes back to the password. */
function StepUpForm({ onConfirmed }: { onConfirmed: () => void }) {
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const form = useZodForm(stepUpForm, { defaultValues: { value: '' } });

  return (
    <Form
      form={form}
      summarize
      className="space-y-4"
      serverFields={{ WRONG_PASSWORD: 'value', STEP_UP_CODE_INVALID: 'value' }}
      onSubmit={async ({ value }) => {
        await confirmHolder(mode === 'password' ? { password: form.getValues('value') } : { code: value });
        onConfirmed();
      }}
      footer={
        <>
          <FormSubmit>{t.stepUpSubmit}</FormSubmit>
          {mode === 'password' && (
            <AskCodeButton
              onSent={() => {
                form.reset({ value: '' });
                setMode('code');
              }}
            />
          )}
        </>
      }
    >
      {mode === 'password' ? (
        <FormField key="senha" form={form} name="value" label={t.stepUpPassword}>
          {(control) => <PasswordField {...control} autoComplete="current-password" />}
        </FormField>
      ) : (
        <FormField key="codigo" form={form} name="value" label={t.stepUpCode}>
          {(control) => <Input {...control} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />}
        </FormField>
      )}
    </Form>
  );
}

export function StepUpDialog(props: { open: boolean; onConfirmed: () => void; onCancel: () => void }) {
  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && props.onCancel()}>
      <DialogContent title={stepUpMessages.dialogTitle} description={stepUpMessages.dialogText}>
        <div className="mt-5">
          <StepUpForm onConfirmed={props.onConfirmed} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
