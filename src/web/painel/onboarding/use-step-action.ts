// One save at a time on a step: buttons lock while it runs, a double click is ignored, and a
// failure keeps the couple on the step with the spec's toast (SPEC 4, 8).
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { onboardingErrors } from '../../../shared/onboarding.ts';
import { painelPaths } from '../../../shared/routes.ts';
import { ApiError } from '../../lib/api.ts';
import { useFormAction } from '../../lib/use-form-action.ts';

/** A failure whose toast text is already final (e.g. "Erro ao criar casamento: ..."). */
export class StepFailure extends Error {}

/** "Erro ao salvar resposta: <detail>", or the unexpected-error text when there is no detail. */
export function answerFailure(err: unknown): string {
  return err instanceof ApiError
    ? `${onboardingErrors.saveAnswer}${err.message}`
    : onboardingErrors.unexpectedAnswer;
}

export function useStepAction<Kind extends string>() {
  const navigate = useNavigate();
  const { pending, run } = useFormAction();
  const [running, setRunning] = useState<Kind | null>(null);

  const act = useCallback(
    (kind: Kind, action: () => Promise<unknown>, describe: (err: unknown) => string = answerFailure) => {
      if (pending) return;
      setRunning(kind);
      return run(action, (err) => {
        setRunning(null);
        if (err instanceof ApiError && err.status === 401) {
          navigate(painelPaths.login, { replace: true });
          return onboardingErrors.userNotFound;
        }
        if (err instanceof StepFailure) return err.message;
        return describe(err);
      });
    },
    [pending, run, navigate],
  );

  return { pending, running: pending ? running : null, act };
}
