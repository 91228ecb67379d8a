// `/admin/seguranca`: an administrator turns two-step verification on (required outside
// development at the first sign-in): QR code and key, a first code, then the recovery codes once.
import { useEffect, useState } from 'react';
import { twoFactorMessages as m } from '../../../shared/auth/two-factor.ts';
import { AuthShell } from '../../components/auth/auth-shell.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { errorMessage } from '../../lib/use-form-action.ts';
import { CodeForm } from './code-form.tsx';
import { enableTwoFactor, startTwoFactorSetup, type TwoFactorSetup } from './two-factor-api.ts';

function RecoveryCodes({ codes, next }: { codes: string[]; next: string }) {
  return (
    <AuthShell title={m.recoveryTitle} subtitle={m.recoveryIntro}>
      <p role="status" className="mb-4 font-medium text-brand-dark">
        {m.enabled}
      </p>
      <ul aria-label="Códigos de recuperação" className="mb-6 grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-brand-soft px-3 py-2 text-center">
            {code}
          </li>
        ))}
      </ul>
      <Button size="lg" className="w-full" onClick={() => window.location.assign(next)}>
        Continuar
      </Button>
    </AuthShell>
  );
}

export function TwoFactorSetupPage() {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [done, setDone] = useState<{ codes: string[]; next: string } | null>(null);

  useEffect(() => {
    startTwoFactorSetup()
      .then(setSetup)
      .catch((err) => setLoadError(errorMessage(err)));
  }, []);

  if (done) return <RecoveryCodes codes={done.codes} next={done.next} />;
  return (
    <AuthShell title={m.setupTitle} subtitle={m.setupIntro}>
      <FormError message={loadError} />
      {loadError && (
        // Already on: back to the admin area; otherwise the sign-in expired.
        <a
          href={loadError === m.alreadyEnabled ? '/admin' : '/entrar'}
          className="mt-4 inline-block font-semibold text-brand-dark underline"
        >
          {loadError === m.alreadyEnabled ? 'Voltar à administração' : 'Entrar de novo'}
        </a>
      )}
      {!setup && !loadError && <p role="status">Carregando...</p>}
      {setup && (
        <div className="grid gap-5">
          <div
            role="img"
            aria-label="QR code para o aplicativo autenticador"
            className="mx-auto size-48 [&>svg]:size-full"
            // The SVG is drawn by our server from the otpauth URL (no user text in it).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: server-generated QR code SVG
            dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
          />
          <p className="text-sm">
            Chave: <code className="break-all font-mono font-semibold">{setup.secret}</code>
          </p>
          <CodeForm
            allowRecovery={false}
            onCode={async (code) => {
              const { recoveryCodes, redirectTo } = await enableTwoFactor(code);
              setDone({ codes: recoveryCodes, next: redirectTo });
            }}
          />
        </div>
      )}
    </AuthShell>
  );
}
