// `/dashboard` (SPEC 2.6, DESIGN decision (3), issue 20): the wedding first, its site address and
// countdown, the live counters and the checklist of next steps; account data lives in the avatar menu.
import { daysToWedding } from '../../../shared/days-to-wedding.ts';
import type { WeddingSteps } from '../../../shared/wedding.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSiteAddress } from '../layout/use-site-address.ts';
import { useWeddingSummary } from '../layout/use-wedding-summary.ts';
import { coupleNames, useCurrentSession } from '../session/session-context.ts';
import { isMoneyPath, useSeesMoney } from '../shared-access/use-wedding-role.ts';
import { NextSteps, nextSteps } from './next-steps.tsx';
import { QuickLinks } from './quick-links.tsx';
import { CountdownBanner, type Counters, SummaryCounters } from './summary-counters.tsx';
import { WelcomeCard } from './welcome-card.tsx';

const nothingDone: WeddingSteps = {
  photos: false,
  story: false,
  giftListPublished: false,
  sitePublished: false,
  shared: false,
};

export function DashboardPage() {
  usePageTitle('Painel');
  const { session } = useCurrentSession();
  const money = useSeesMoney();
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
  const steps = hasWedding ? summary.data?.steps : nothingDone;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <WelcomeCard names={coupleNames(session)} site={site} />
        <CountdownBanner counters={counters} />
      </div>
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
      {steps && (
        <NextSteps
          steps={nextSteps(Boolean(session.couple?.onboardingCompleted), steps, site.url).filter(
            (step) => money || !isMoneyPath(step.to),
          )}
        />
      )}
      <section aria-labelledby="atalhos-titulo">
        <h2 id="atalhos-titulo" className="mb-3 font-serif text-xl font-bold text-ink">
          Atalhos
        </h2>
        <QuickLinks />
      </section>
    </div>
  );
}
