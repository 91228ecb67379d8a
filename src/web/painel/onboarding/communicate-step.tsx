// Step 3: what the site should tell guests, several choices; stored as a JSON list, or `pular`.
import { Church, Heart, MessageCircleHeart, PartyPopper, Users } from 'lucide-react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import {
  type CommunicateId,
  communicateOptions,
  encodeAnswer,
  onboardingTexts,
  SKIP,
} from '../../../shared/onboarding.ts';
import { useZodForm } from '../../components/ui/form.tsx';
import { LEAVING } from '../../lib/use-form-action.ts';
import { ChoiceStepForm } from './choice-step-form.tsx';
import { saveAnswer } from './onboarding-api.ts';
import { stepPath, useOnboarding } from './onboarding-context.ts';
import { useStepAction } from './use-step-action.ts';

const communicateIds = communicateOptions.map((o) => o.id);
// Stored in the options' order, whatever order they were ticked in.
const chosenSchema = z.object({
  chosen: z
    .array(z.string())
    .transform((list) => communicateIds.filter((id) => list.includes(id)))
    .refine((list) => list.length > 0),
});

const icons = {
  'about-couple': Heart,
  'ceremony-location': Church,
  'party-location': PartyPopper,
  'about-bestmen': Users,
  'message-board': MessageCircleHeart,
};

function isCommunicateId(value: unknown): value is CommunicateId {
  return communicateOptions.some((o) => o.id === value);
}

/** The saved list (JSON text), or nothing when the step was skipped or never answered. */
function savedChoices(answer: string | undefined): CommunicateId[] {
  if (!answer?.startsWith('[')) return [];
  try {
    const parsed: unknown = JSON.parse(answer);
    return Array.isArray(parsed) ? parsed.filter(isCommunicateId) : [];
  } catch {
    return [];
  }
}

export function CommunicateStep() {
  const flow = useOnboarding();
  const navigate = useNavigate();
  const form = useZodForm(chosenSchema, {
    defaultValues: { chosen: savedChoices(flow.state.answers['3']) },
  });
  const chosen = form.watch('chosen');
  const { running, act } = useStepAction<'advance' | 'secondary'>();

  function toggle(id: string) {
    if (!isCommunicateId(id)) return;
    form.setValue('chosen', chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id]);
  }

  function save(kind: 'advance' | 'secondary', answer: CommunicateId[] | typeof SKIP) {
    void act(kind, async () => {
      const weddingId = await flow.weddingId();
      const progress = await saveAnswer(weddingId, 3, answer);
      flow.record({ progress, answers: { 3: encodeAnswer(answer) } });
      navigate(stepPath(4));
      return LEAVING;
    });
  }

  // "Avançar" stays disabled until a card is ticked, so the schema's refusal is never shown.
  const submit = form.handleSubmit((values) => save('advance', values.chosen));

  return (
    <ChoiceStepForm
      step={3}
      onSubmit={submit}
      type="checkbox"
      options={communicateOptions}
      icons={icons}
      selected={chosen}
      onToggle={toggle}
      running={running}
      canAdvance={chosen.length > 0}
      secondary={{ label: onboardingTexts.skipStep, onClick: () => save('secondary', SKIP) }}
    />
  );
}
