// The page of a step answered with cards (steps 1, 2, 3 and 5): the question, the cards labelled by
// it inside the step's form, and the step's buttons; the cards lock while the step saves.
import type { ComponentProps, FormEvent } from 'react';
import { useId } from 'react';
import { ChoiceCards } from './choice-cards.tsx';
import type { StepNumber } from './onboarding-texts.ts';
import { StepActions } from './step-actions.tsx';
import { StepFrame } from './step-frame.tsx';

export function ChoiceStepForm({
  step,
  onSubmit,
  running,
  canAdvance,
  secondary,
  ...cards
}: Omit<ComponentProps<typeof ChoiceCards>, 'labelledBy' | 'disabled'> &
  Required<Pick<ComponentProps<typeof StepActions>, 'running' | 'canAdvance' | 'secondary'>> & {
    step: StepNumber;
    onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  }) {
  const headingId = useId();
  return (
    <StepFrame step={step} headingId={headingId}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <ChoiceCards {...cards} labelledBy={headingId} disabled={running !== null} />
        <StepActions running={running} canAdvance={canAdvance} secondary={secondary} />
      </form>
    </StepFrame>
  );
}
