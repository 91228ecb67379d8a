// `/entrar` on the public, panel and admin hosts: one form; the admin host titles it
// "Área administrativa" and offers no sign-up.
import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { publicPaths } from '../../../shared/routes.ts';
import { AuthShell } from './auth-shell.tsx';
import { LoginForm } from './login-form.tsx';
import { PublicLink } from './public-link.tsx';
import { goTo, useSkipLoginWhenSignedIn } from './use-login.ts';

const linkClass = 'font-semibold text-brand-dark underline-offset-2 hover:underline';

function BackHome() {
  return (
    <PublicLink
      to={publicPaths.home}
      className="mt-3 inline-flex items-center gap-1.5 font-medium text-muted hover:text-ink"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Voltar
    </PublicLink>
  );
}

export function LoginPage({
  area = 'couple',
  restricted = false,
  onSignedIn,
}: {
  area?: 'couple' | 'admin';
  /** A couple's session opened the admin area. */
  restricted?: boolean;
  /** Replaces the default "go where the server says" (the admin guard re-checks in place). */
  onSignedIn?: (redirectTo: string) => void;
}) {
  const navigate = useNavigate();
  useSkipLoginWhenSignedIn();
  const admin = area === 'admin';

  return (
    <AuthShell
      title={admin ? 'Área administrativa' : 'Entrar'}
      subtitle={
        admin
          ? 'Acesso exclusivo da equipe Nosso Sim.'
          : 'Que bom ter vocês de volta! Entre para continuar os preparativos.'
      }
      footer={
        <div className="flex flex-col items-center">
          {!admin && (
            <p>
              Ainda não tem conta?{' '}
              <PublicLink to={publicPaths.signUp} className={linkClass}>
                Criar conta
              </PublicLink>
            </p>
          )}
          <BackHome />
        </div>
      }
    >
      {restricted && (
        <p className="mb-5 rounded-xl bg-brand-soft px-4 py-3 text-sm font-medium text-brand-dark">
          Esta área é restrita aos administradores.
        </p>
      )}
      <LoginForm onSignedIn={onSignedIn ?? ((to) => goTo(to, navigate))} />
    </AuthShell>
  );
}
