// Steps 1, 2 and 5: one choice from cards, "Avançar" enabled once something is chosen, and a
// secondary button that saves the step's default (`pular`, or `padrao` on step 5).
import type { LucideIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { useZodForm } from '../../components/ui/form.tsx';
import { LEAVING } from '../../lib/use-form-action.ts';
import type { ChoiceOption } from './choice-cards.tsx';
import { ChoiceStepForm } from './choice-step-form.tsx';
import { saveAnswer } from './onboarding-api.ts';
import { stepPath, useOnboarding } from './onboarding-context.ts';
import { answerFailure, useStepAction } from './use-step-action.ts';

const choiceSchema = z.object({ choice: z.string().min(1) });

export interface SingleChoiceConfig {
  step: 1 | 2 | 5;
  options: readonly ChoiceOption[];
  icons: Record<string, LucideIcon>;
  /** The secondary button and the value it stores. */
  fallback: { label: string; value: string; toast?: string };
  /** Toast after a choice is saved. */
  savedToast?: string;
  columns?: 1 | 2;
  describeFailure?: (err: unknown) => string;
}

export function SingleChoiceStep({
  step,
  options,
  icons,
  fallback,
  savedToast,
  columns = 1,
  describeFailure = answerFailure,
}: SingleChoiceConfig) {
  const flow = useOnboarding();
  const navigate = useNavigate();
  const saved = flow.state.answers[String(step)];
  const form = useZodForm(choiceSchema, {
    defaultValues: { choice: options.some((o) => o.id === saved) ? (saved ?? '') : '' },
  });
  const choice = form.watch('choice');
  const { running, act } = useStepAction<'advance' | 'secondary'>();

  function save(kind: 'advance' | 'secondary', answer: string, successToast?: string) {
    void act(
      kind,
      async () => {
        const weddingId = await flow.weddingId();
        const progress = await saveAnswer(weddingId, step, answer);
        flow.record({
          progress,
          answers: { [step]: answer },
          ...(step === 5 ? { giftListType: answer } : {}),
        });
        if (successToast) toast.success(successToast);
        navigate(stepPath(step + 1));
        return LEAVING;
      },
      describeFailure,
    );
  }

  // "Avançar" stays disabled until a card is chosen, so the schema's refusal is never shown.
  const submit = form.handleSubmit((values) => save('advance', values.choice, savedToast));

  return (
    <ChoiceStepForm
      step={step}
      onSubmit={submit}
      type="radio"
      options={options}
      icons={icons}
      selected={choice ? [choice] : []}
      onToggle={(id) => form.setValue('choice', id)}
      columns={columns}
      running={running}
      canAdvance={choice !== ''}
      secondary={{ label: fallback.label, onClick: () => save('secondary', fallback.value, fallback.toast) }}
    />
  );
}
