// `/dashboard` (SPEC 2.6, DESIGN decision (3)): welcome, site address, live counters, account card
// and shortcuts.
import { ArrowRight } from 'lucide-react';
import { daysToWedding } from '../../../shared/days-to-wedding.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSiteAddress } from '../layout/use-site-address.ts';
import { useWeddingSummary } from '../layout/use-wedding-summary.ts';
import { coupleNames, useCurrentSession } from '../session/session-context.ts';
import { AccountCard } from './account-card.tsx';
import { QuickLinks } from './quick-links.tsx';
import { CountdownBanner, type Counters, SummaryCounters } from './summary-counters.tsx';
import { WelcomeCard } from './welcome-card.tsx';

export function DashboardPage() {
  usePageTitle('Painel');
  const { session } = useCurrentSession();
  const summary = useWeddingSummary();
  const site = useSiteAddress();
  const hasWedding = Boolean(session.couple?.activeWeddingId);
  const weddingDate = session.couple?.weddingDate ?? null;

  // Without a wedding yet (onboarding not started) nothing can have been received.
  const counters: Counters | null = hasWedding
    ? (summary.data ?? null)
    : {
        daysToWedding: weddingDate ? daysToWedding(weddingDate) : null,
        rsvps: 0,
        messages: 0,
        giftsReceived: 0,
        balanceCents: 0,
      };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-6">
          <WelcomeCard names={coupleNames(session)} site={site} />
          <CountdownBanner counters={counters} />
        </div>
        <AccountCard session={session} />
      </div>
      {!session.couple?.onboardingCompleted && (
        <section className="flex flex-col gap-3 rounded-3xl bg-teal-soft p-5 ring-1 ring-teal/20 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-ink">
            <strong>Falta pouco!</strong> Terminem a configuração inicial para escolher o link e o tema do
            site.
          </p>
          <ButtonLink to="/onboarding" size="sm" className="shrink-0">
            Continuar configuração
            <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        </section>
      )}
      <section aria-labelledby="resumo-titulo">
        <h2 id="resumo-titulo" className="mb-3 font-serif text-xl font-bold text-ink">
          Resumo do casamento
        </h2>
        <SummaryCounters
          counters={counters}
          loading={hasWedding && summary.isLoading}
          failed={hasWedding && summary.isError}
          onRetry={() => void summary.refetch()}
        />
      </section>
      <section aria-labelledby="atalhos-titulo">
        <h2 id="atalhos-titulo" className="mb-3 font-serif text-xl font-bold text-ink">
          Próximos passos
        </h2>
        <QuickLinks />
      </section>
    </div>
  );
}
