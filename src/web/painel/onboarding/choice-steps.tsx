// Steps 1, 2 and 5 of SPEC 2.5: their options, icons and what the secondary button stores.
import {
  CalendarCheck,
  Coffee,
  Gem,
  Gift,
  House,
  Info,
  Mail,
  Palette,
  PartyPopper,
  Plane,
  Sparkles,
  Sun,
} from 'lucide-react';
import {
  DEFAULT_GIFT_LIST_TYPE,
  feelingOptions,
  giftListTypeOptions,
  goalOptions,
  onboardingErrors,
  onboardingTexts,
  SKIP,
} from '../../../shared/onboarding.ts';
import { ApiError } from '../../lib/api.ts';
import { SingleChoiceStep } from './single-choice-step.tsx';

export function FeelingStep() {
  return (
    <SingleChoiceStep
      step={1}
      options={feelingOptions}
      icons={{ animados: PartyPopper, tranquilos: Sun, cansados: Coffee }}
      fallback={{ label: onboardingTexts.skipStep, value: SKIP }}
    />
  );
}

export function GoalStep() {
  return (
    <SingleChoiceStep
      step={2}
      options={goalOptions}
      icons={{ info: Info, gifts: Gift, confirmation: CalendarCheck, invitation: Mail }}
      fallback={{ label: onboardingTexts.skipStep, value: SKIP }}
    />
  );
}

export function GiftListTypeStep() {
  return (
    <SingleChoiceStep
      step={5}
      options={giftListTypeOptions}
      icons={{ travel: Plane, home: House, wedding: Gem, fun: Sparkles, custom: Palette }}
      fallback={{
        label: onboardingTexts.chooseLater,
        value: DEFAULT_GIFT_LIST_TYPE,
        toast: onboardingTexts.defaultApplied,
      }}
      savedToast={onboardingTexts.saved}
      describeFailure={(err) =>
        err instanceof ApiError
          ? `${onboardingErrors.giftListType}${err.message}`
          : onboardingErrors.unexpectedAnswer
      }
    />
  );
}
