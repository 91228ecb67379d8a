// `/admin/verificacao`: after the password, an administrator with two-step verification types the
// authenticator's code (or a recovery code) to finish signing in.
import { twoFactorMessages as m } from '../../../shared/auth/two-factor.ts';
import { AuthShell } from '../../components/auth/auth-shell.tsx';
import { LEAVING } from '../../lib/use-form-action.ts';
import { CodeForm } from './code-form.tsx';
import { verifyTwoFactor } from './two-factor-api.ts';

export function TwoFactorVerifyPage() {
  return (
    <AuthShell title={m.verifyTitle} subtitle={m.verifyIntro}>
      <CodeForm
        allowRecovery
        onCode={async (code) => {
          const { redirectTo } = await verifyTwoFactor(code);
          window.location.assign(redirectTo);
          return LEAVING;
        }}
      />
    </AuthShell>
  );
}
