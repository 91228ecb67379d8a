// Step 8: congratulations, the site's address, and "Ir para o Dashboard" (completes the onboarding).
// The session and the summary are loaded again before leaving, so the dashboard already knows the
// onboarding is done and never sends the couple back to it (issue 20).
import { useQueryClient } from '@tanstack/react-query';
import { Globe, PartyPopper } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { onboardingTexts } from '../../../shared/onboarding.ts';
import { painelPaths } from '../../../shared/routes.ts';
import { CheckList } from '../../components/ui/check-list.tsx';
import { useZodForm } from '../../components/ui/form.tsx';
import { guestSiteLabel } from '../../lib/hosts.ts';
import { errorMessage, LEAVING } from '../../lib/use-form-action.ts';
import { useCurrentSession } from '../session/session-context.ts';
import { completeOnboarding } from './onboarding-api.ts';
import { useOnboarding } from './onboarding-context.ts';
import { flowTexts } from './onboarding-texts.ts';
import { StepActions } from './step-actions.tsx';
import { StepFrame } from './step-frame.tsx';
import { useStepAction } from './use-step-action.ts';

/** The step has nothing to fill in: "Ir para o Dashboard" only submits. */
const noFields = z.object({});

export function CongratsStep() {
  const flow = useOnboarding();
  const navigate = useNavigate();
  const { refresh } = useCurrentSession();
  const queries = useQueryClient();
  const { running, act } = useStepAction<'advance'>();
  const slug = flow.state.slug;

  const form = useZodForm(noFields);
  const submit = form.handleSubmit(() => {
    void act(
      'advance',
      async () => {
        await completeOnboarding(await flow.weddingId());
        await Promise.all([refresh(), queries.invalidateQueries({ queryKey: ['wedding-summary'] })]);
        flow.record({ completed: true, progress: 8 });
        toast.dismiss();
        navigate(painelPaths.dashboard);
        window.scrollTo(0, 0);
        return LEAVING;
      },
      (err) => errorMessage(err),
    );
  });

  return (
    <StepFrame step={8}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className="flex flex-col items-center rounded-2xl bg-gradient-to-b from-brand-soft to-cream px-5 py-8 text-center">
          <span className="grid size-16 place-items-center rounded-full bg-white text-brand shadow-lg shadow-brand/20">
            <PartyPopper className="size-8" aria-hidden="true" />
          </span>
          {slug && (
            <div className="mt-5 w-full max-w-md">
              <p className="text-xs font-semibold tracking-[0.2em] text-teal-dark uppercase">
                {flowTexts.siteAddress}
              </p>
              <p className="mt-2 font-medium text-ink">
                <Globe className="mr-1.5 inline size-4 align-[-2px] text-brand" aria-hidden="true" />
                {guestSiteLabel('')}
                <wbr />
                {slug}
              </p>
            </div>
          )}
        </div>
        <h2 className="mt-6 font-serif text-lg font-bold text-ink">{flowTexts.nextTitle}</h2>
        <CheckList items={[...flowTexts.nextSteps]} className="mt-3" />
        <StepActions running={running} advanceLabel={onboardingTexts.goToDashboard} />
      </form>
    </StepFrame>
  );
}
