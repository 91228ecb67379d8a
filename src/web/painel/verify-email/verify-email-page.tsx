// `/verificar-email?token=`: confirms the address from the link of the verification e-mail.
import { authMessages } from '../../../shared/auth/messages.ts';
import { TokenLinkPage } from '../session/token-link-page.tsx';
import { verifyEmail } from '../session/verify-email-api.ts';

export function VerifyEmailPage() {
  return (
    <TokenLinkPage
      title="Confirmação de e-mail"
      send={verifyEmail}
      sending="Confirmando..."
      done={authMessages.verifySuccess}
      invalid={authMessages.verifyInvalidToken}
    />
  );
}
