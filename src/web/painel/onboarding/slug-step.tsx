// Step 6: the site link under `noivos.{host}/` (SPEC 2.5, 5): normalised while typing, checked for
// availability, saved with "Link salvo" / "Link já existe"; "Pular esta etapa" keeps the current one.
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { onboardingTexts } from '../../../shared/onboarding.ts';
import { isValidSlug, normalizeSlugInput, slugMessages } from '../../../shared/slug.ts';
import { ApiError } from '../../lib/api.ts';
import { LEAVING } from '../../lib/use-form-action.ts';
import { passStep, saveSlug } from './onboarding-api.ts';
import { stepPath, useOnboarding } from './onboarding-context.ts';
import { flowTexts } from './onboarding-texts.ts';
import { SlugField } from './slug-field.tsx';
import { StepActions } from './step-actions.tsx';
import { StepFrame } from './step-frame.tsx';
import { useSlugField } from './use-slug-field.ts';
import { StepFailure, useStepAction } from './use-step-action.ts';

function slugSaveFailure(err: unknown): Error {
  if (err instanceof ApiError && err.status === 401) return err;
  if (err instanceof ApiError && err.status === 409) return new StepFailure(slugMessages.duplicate);
  return new StepFailure(err instanceof ApiError ? slugMessages.saveFailed : slugMessages.unexpected);
}

export function SlugStep() {
  const flow = useOnboarding();
  const navigate = useNavigate();
  const current = flow.state.slug;
  const field = useSlugField(current, flow.state.weddingId);
  const { running, act } = useStepAction<'advance' | 'secondary'>();

  function finish(kind: 'advance' | 'secondary', slugToSave: string | null) {
    void act(kind, async () => {
      const weddingId = await flow.weddingId();
      if (slugToSave) {
        try {
          flow.record({ slug: await saveSlug(weddingId, slugToSave) });
        } catch (err) {
          if (err instanceof ApiError && err.status === 409) field.markTaken();
          throw slugSaveFailure(err);
        }
        toast.success(slugMessages.saved);
      }
      flow.record({ progress: await passStep(weddingId, 6) });
      navigate(stepPath(7));
      return LEAVING;
    });
  }

  // The step's refusals are toasts (SPEC 5), so the checks run here rather than under the field.
  const submit = field.form.handleSubmit((values) => {
    if (running) return;
    const slug = normalizeSlugInput(values.slug);
    if (!slug && !current) {
      toast.error(slugMessages.requiredTitle, { description: slugMessages.requiredDescription });
      field.form.setFocus('slug');
      return;
    }
    if (slug && !isValidSlug(slug)) {
      toast.error(slugMessages.invalid);
      field.form.setFocus('slug');
      return;
    }
    finish('advance', slug && slug !== current ? slug : null);
  });

  return (
    <StepFrame step={6}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <SlugField
          field={field}
          label={flowTexts.slugLabel}
          inputId="slug-input"
          prefixId="slug-prefix"
          statusId="slug-status"
          hints={{ empty: flowTexts.slugHint, current: flowTexts.slugCurrent }}
          disabled={running !== null}
          placeholder="ana-e-rui"
          statusClassName="mt-2"
        />
        <StepActions
          running={running}
          secondary={{ label: onboardingTexts.skipThisStep, onClick: () => finish('secondary', null) }}
        />
      </form>
    </StepFrame>
  );
}
