// Step 4: how the gift list works (fictitious gifts, money, free PIX transfer); only "Avançar".
import { Gift, Landmark, Wallet } from 'lucide-react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useZodForm } from '../../components/ui/form.tsx';
import { useSettings } from '../../lib/app-settings.ts';
import { LEAVING } from '../../lib/use-form-action.ts';
import { passStep } from './onboarding-api.ts';
import { stepPath, useOnboarding } from './onboarding-context.ts';
import { giftListFacts } from './onboarding-texts.ts';
import { StepActions } from './step-actions.tsx';
import { StepFrame } from './step-frame.tsx';
import { useStepAction } from './use-step-action.ts';

const icons = { fictitious: Gift, money: Wallet, pix: Landmark };

/** The step has nothing to fill in: "Avançar" only submits. */
const noFields = z.object({});

export function GiftListInfoStep() {
  const flow = useOnboarding();
  const navigate = useNavigate();
  const settings = useSettings();
  const { running, act } = useStepAction<'advance'>();

  const form = useZodForm(noFields);
  const submit = form.handleSubmit(() => {
    void act('advance', async () => {
      const progress = await passStep(await flow.weddingId(), 4);
      flow.record({ progress });
      navigate(stepPath(5));
      return LEAVING;
    });
  });

  return (
    <StepFrame step={4}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <ol className="grid gap-3 sm:gap-4">
          {giftListFacts(settings).map((fact, i) => {
            const Icon = icons[fact.key];
            return (
              <li
                key={fact.key}
                className="flex gap-4 rounded-2xl bg-cream p-4 ring-1 ring-brand/10 sm:gap-5 sm:p-5"
              >
                <span className="relative grid size-12 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-brand-dark to-brand-deep text-white shadow-md shadow-brand/30">
                  <Icon className="size-6" aria-hidden="true" />
                  <span
                    className="absolute -top-1.5 -right-1.5 grid size-5 place-items-center rounded-full bg-teal text-[11px] font-bold ring-2 ring-cream"
                    aria-hidden="true"
                  >
                    {i + 1}
                  </span>
                </span>
                <div className="min-w-0">
                  <h2 className="font-serif text-lg leading-snug font-bold text-ink">{fact.title}</h2>
                  <p className="mt-1 text-sm leading-relaxed text-muted">{fact.text}</p>
                </div>
              </li>
            );
          })}
        </ol>
        <StepActions running={running} />
      </form>
    </StepFrame>
  );
}
