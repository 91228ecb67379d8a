// The onboarding's frame: loads the couple's progress once, then shows the welcome or a step.
// Steps past the first unanswered one send the couple back to it (no skipping ahead). The
// onboarding is the owner's: a member (shared access) who reaches it lands on the panel instead.
import { LoaderCircle } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { toast } from 'sonner';
import { onboardingErrors } from '../../../shared/onboarding.ts';
import { painelPaths } from '../../../shared/routes.ts';
import { Button } from '../../components/ui/button.tsx';
import { useWeddingRole } from '../shared-access/use-wedding-role.ts';
import { OnboardingContext, resumeStep, stepPath, useOnboarding } from './onboarding-context.ts';
import { flowTexts } from './onboarding-texts.ts';
import { useOnboardingState } from './use-onboarding-state.ts';

function SignInAgain() {
  useEffect(() => {
    toast.error(onboardingErrors.userNotFound);
  }, []);
  return <Navigate to={painelPaths.login} replace />;
}

export function OnboardingFlow() {
  if (useWeddingRole() !== 'owner') return <Navigate to={painelPaths.dashboard} replace />;
  return <OwnerOnboarding />;
}

function OwnerOnboarding() {
  const { load, retry } = useOnboardingState();
  if (load.status === 'loading') {
    return (
      <p role="status" className="mt-16 flex items-center justify-center gap-2 text-muted">
        <LoaderCircle className="size-5 animate-spin text-brand" aria-hidden="true" />
        {flowTexts.loading}
      </p>
    );
  }
  if (load.status === 'unauthenticated') return <SignInAgain />;
  if (load.status === 'error') {
    return (
      <div className="mx-auto mt-10 max-w-md rounded-3xl bg-white p-8 text-center shadow-xl shadow-brand/10">
        <p role="alert" className="font-medium text-danger">
          {load.message}
        </p>
        <Button variant="outline" className="mt-6" onClick={retry}>
          {flowTexts.retry}
        </Button>
      </div>
    );
  }
  return (
    <OnboardingContext.Provider value={load.flow}>
      <Outlet />
    </OnboardingContext.Provider>
  );
}

export function StepGate({ step, children }: { step: number; children: ReactNode }) {
  const { state } = useOnboarding();
  const allowed = resumeStep(state.progress);
  if (step > allowed) return <Navigate to={stepPath(allowed)} replace />;
  return children;
}
