// Shown on every panel page until the account's e-mail is confirmed.
import { MailWarning } from 'lucide-react';
import { toast } from 'sonner';
import { authMessages } from '../../../shared/auth/messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { useFormAction } from '../../lib/use-form-action.ts';
import { useCurrentSession } from './session-context.ts';
import { resendVerification } from './verify-email-api.ts';

export function VerifyEmailBanner() {
  const { session } = useCurrentSession();
  const { pending, run } = useFormAction();
  if (session.user.emailVerified) return null;

  return (
    <section
      aria-label="Confirmação de e-mail"
      className="border-b border-warning/20 bg-warning-soft py-3 text-sm text-warning"
    >
      <div className="mx-auto flex max-w-5xl flex-col px-4 gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-2">
          <MailWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {authMessages.verifyBanner} <strong className="break-words">{session.user.email}</strong>.
          </span>
        </p>
        <Button
          variant="outline"
          size="sm"
          className="shrink-0 self-start sm:self-auto"
          disabled={pending}
          onClick={() =>
            run(async () => {
              await resendVerification();
              toast.success(authMessages.verifyResent);
            })
          }
        >
          Reenviar e-mail
        </Button>
      </div>
    </section>
  );
}
