// `/dashboard`: a minimal home of the panel until the full dashboard lands.
import { useEffect } from 'react';
import { LogoutButton } from '../../components/auth/logout-button.tsx';
import { coupleNames, useCurrentSession } from '../session/session-context.ts';

export function DashboardPage() {
  const { session } = useCurrentSession();
  useEffect(() => {
    document.title = 'Painel | Nosso Sim';
  }, []);
  return (
    <section className="mx-auto max-w-xl rounded-3xl bg-white p-8 text-center shadow-xl shadow-brand/10 sm:p-12">
      <p className="text-xs font-semibold tracking-[0.2em] text-teal uppercase">Painel do casal</p>
      <h1 className="mt-3 font-serif text-3xl font-bold text-ink">Olá, {coupleNames(session)}!</h1>
      <p className="mt-3 text-muted">Em breve, tudo do casamento de vocês estará aqui.</p>
      <LogoutButton className="mt-8" />
    </section>
  );
}
