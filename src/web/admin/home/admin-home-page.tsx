// The admin area's home for now: who is signed in and the way out.
import { ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { LogoutButton } from '../../components/auth/logout-button.tsx';
import { useAdminSession } from '../session/admin-guard.tsx';

export function AdminHomePage() {
  const session = useAdminSession();
  useEffect(() => {
    document.title = 'Painel administrativo | Nosso Sim';
  }, []);
  return (
    <main className="grid min-h-dvh place-items-center bg-cream px-4">
      <section className="w-full max-w-lg rounded-3xl bg-white p-8 text-center shadow-xl shadow-ink/5 sm:p-10">
        <ShieldCheck className="mx-auto size-12 text-teal" aria-hidden="true" />
        <h1 className="mt-4 font-serif text-3xl font-bold text-ink">Painel administrativo</h1>
        <p className="mt-2 text-muted">
          Conectado como <strong className="break-words text-ink">{session.user.email}</strong>
        </p>
        <LogoutButton className="mt-8" />
      </section>
    </main>
  );
}
