// Step 7: the published themes as live miniatures, filtered by style; choosing one saves it
// ("Tema salvo") and moves on, "Escolher depois" moves on without a choice.
import { LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { onboardingErrors, onboardingTexts } from '../../../shared/onboarding.ts';
import { Button } from '../../components/ui/button.tsx';
import { ApiError } from '../../lib/api.ts';
import { LEAVING } from '../../lib/use-form-action.ts';
import { type ThemeOption, useThemes } from '../../lib/use-themes.ts';
import { chooseTheme, passStep } from './onboarding-api.ts';
import { stepPath, useOnboarding } from './onboarding-context.ts';
import { flowTexts } from './onboarding-texts.ts';
import { StepFrame } from './step-frame.tsx';
import { ThemeGrid } from './theme-grid.tsx';
import { StepFailure, useStepAction } from './use-step-action.ts';

export function ThemeStep() {
  const flow = useOnboarding();
  const navigate = useNavigate();
  const headingId = useId();
  const { state, retry } = useThemes();
  const { running, act } = useStepAction<string>();

  function choose(theme: ThemeOption) {
    void act(theme.id, async () => {
      const weddingId = await flow.weddingId();
      try {
        await chooseTheme(weddingId, theme.id);
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) throw err;
        throw new StepFailure(
          err instanceof ApiError ? onboardingErrors.themeSave : onboardingErrors.themeUnexpected,
        );
      }
      flow.record({ themeId: theme.id });
      toast.success(onboardingTexts.themeSaved);
      flow.record({ progress: await passStep(weddingId, 7) });
      navigate(stepPath(8));
      return LEAVING;
    });
  }

  function later() {
    void act('later', async () => {
      flow.record({ progress: await passStep(await flow.weddingId(), 7) });
      navigate(stepPath(8));
      return LEAVING;
    });
  }

  return (
    <StepFrame step={7} wide headingId={headingId}>
      {state.status === 'loading' && (
        <p role="status" className="flex items-center justify-center gap-2 py-16 text-muted">
          <LoaderCircle className="size-5 animate-spin text-brand" aria-hidden="true" />
          {flowTexts.loading}
        </p>
      )}
      {state.status === 'error' && (
        <div className="py-10 text-center">
          <p role="alert" className="font-medium text-danger">
            {flowTexts.themesFailed} {state.message}
          </p>
          <Button variant="outline" className="mt-4" onClick={retry}>
            {flowTexts.retry}
          </Button>
        </div>
      )}
      {state.status === 'ready' && (
        <ThemeGrid
          themes={state.themes}
          labelledBy={headingId}
          chosenId={flow.state.themeId}
          savingId={running}
          busy={running !== null}
          onChoose={choose}
        />
      )}
      <div className="mt-8 flex flex-col items-center gap-3 border-t border-ink/5 pt-6 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          size="lg"
          className="w-full sm:w-auto"
          disabled={running !== null}
          aria-busy={running === 'later' || undefined}
          onClick={later}
        >
          {running === 'later' ? (
            <>
              <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
              {flowTexts.saving}
            </>
          ) : (
            onboardingTexts.chooseLater
          )}
        </Button>
      </div>
    </StepFrame>
  );
}
