// The panel's frame for now: a slim header, the verification banner and the page.
import { Outlet } from 'react-router';
import { RingsMark } from '../../components/logo.tsx';
import { useCurrentSession } from './session-context.ts';
import { VerifyEmailBanner } from './verify-email-banner.tsx';

export function PanelShell() {
  const { session } = useCurrentSession();
  return (
    <div className="flex min-h-dvh flex-col bg-cream">
      <header className="border-b border-brand/10 bg-white">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-4 px-4">
          <span className="flex shrink-0 items-center gap-2 font-serif text-xl font-bold whitespace-nowrap text-ink">
            <RingsMark />
            Nosso Sim
          </span>
          <span className="min-w-0 truncate text-sm text-muted">{session.user.email}</span>
        </div>
      </header>
      <VerifyEmailBanner />
      <main className="flex-1 px-4 py-10">
        <Outlet />
      </main>
    </div>
  );
}
