// `/onboarding`: the welcome before the steps (SPEC 2.5). "Começar" resumes at the first step not
// answered yet; a couple who already finished goes straight to the dashboard.
import { ArrowRight, Heart } from 'lucide-react';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { onboardingTexts } from '../../../shared/onboarding.ts';
import { painelPaths } from '../../../shared/routes.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { coupleNames, useCurrentSession } from '../session/session-context.ts';
import { resumeStep, stepPath, useOnboarding } from './onboarding-context.ts';

export function WelcomePage() {
  const { session } = useCurrentSession();
  const { state } = useOnboarding();
  useEffect(() => {
    document.title = `${onboardingTexts.welcomeTitle} | Nosso Sim`;
  }, []);
  if (state.completed) return <Navigate to={painelPaths.dashboard} replace />;

  return (
    <section className="relative mx-auto mt-2 max-w-xl overflow-hidden rounded-3xl border border-brand/10 bg-white px-6 py-10 text-center shadow-xl shadow-brand/10 sm:mt-8 sm:px-12 sm:py-14">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-32 bg-gradient-to-b from-brand-soft to-transparent"
      />
      <div className="relative">
        <span className="mx-auto grid size-20 place-items-center rounded-full bg-white shadow-lg shadow-brand/20 ring-8 ring-brand-soft">
          <Heart className="size-9 fill-brand-soft text-brand" aria-hidden="true" />
        </span>
        <h1 className="mt-6 font-serif text-3xl font-bold text-ink sm:text-4xl">
          {onboardingTexts.welcomeTitle}
        </h1>
        <p className="mt-2 font-serif text-xl text-brand-dark">{coupleNames(session)}</p>
        <p className="mx-auto mt-4 max-w-sm leading-relaxed text-muted">
          Vamos preparar o site e a lista de presentes de vocês em poucos passos. Leva só alguns minutos.
        </p>
        <ButtonLink to={stepPath(resumeStep(state.progress))} size="lg" className="mt-8 w-full sm:w-auto">
          {onboardingTexts.start}
          <ArrowRight className="size-5" aria-hidden="true" />
        </ButtonLink>
      </div>
    </section>
  );
}
