// Step 6: the site link under `noivos.{host}/` (SPEC 2.5, 5): normalised while typing, checked for
// availability, saved with "Link salvo" / "Link já existe"; "Pular esta etapa" keeps the current one.
import { type FormEvent, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { onboardingTexts } from '../../../shared/onboarding.ts';
import { isValidSlug, slugMessages } from '../../../shared/slug.ts';
import { Label } from '../../components/ui/label.tsx';
import { ApiError } from '../../lib/api.ts';
import { guestSiteLabel } from '../../lib/hosts.ts';
import { LEAVING } from '../../lib/use-form-action.ts';
import { passStep, saveSlug } from './onboarding-api.ts';
import { stepPath, useOnboarding } from './onboarding-context.ts';
import { flowTexts } from './onboarding-texts.ts';
import { SlugStatusLine } from './slug-status-line.tsx';
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
  const input = useRef<HTMLInputElement>(null);
  const current = flow.state.slug;
  const field = useSlugField(current, flow.state.weddingId);
  const { running, act } = useStepAction<'advance' | 'secondary'>();
  const prefix = guestSiteLabel('').replace(/\/$/, '');
  const invalid = ['invalid', 'taken', 'error'].includes(field.status.kind);

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

  function submit(event: FormEvent) {
    event.preventDefault();
    if (running) return;
    if (!field.slug && !current) {
      toast.error(slugMessages.requiredTitle, { description: slugMessages.requiredDescription });
      input.current?.focus();
      return;
    }
    if (field.slug && !isValidSlug(field.slug)) {
      toast.error(slugMessages.invalid);
      input.current?.focus();
      return;
    }
    finish('advance', field.slug && field.slug !== current ? field.slug : null);
  }

  return (
    <StepFrame step={6}>
      <form onSubmit={submit} noValidate>
        <Label htmlFor="slug-input">{flowTexts.slugLabel}</Label>
        <div
          className={`flex flex-col overflow-hidden rounded-xl border bg-white shadow-sm transition-colors focus-within:border-brand-dark focus-within:ring-2 focus-within:ring-brand-dark/35 sm:flex-row ${invalid ? 'border-danger' : 'border-field'}`}
        >
          <span
            id="slug-prefix"
            className="flex items-center border-b border-ink/10 bg-cream px-4 py-2 text-sm font-medium break-all text-muted sm:border-r sm:border-b-0 sm:py-0"
          >
            {prefix}/
          </span>
          <input
            ref={input}
            id="slug-input"
            value={field.text}
            onChange={(e) => field.setText(e.target.value)}
            disabled={running !== null}
            placeholder="ana-e-rui"
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            aria-invalid={invalid || undefined}
            aria-describedby="slug-prefix slug-status"
            className="h-12 w-full min-w-0 bg-transparent px-4 text-base sm:flex-1 text-ink placeholder:text-muted/60 focus:outline-none disabled:opacity-70"
          />
        </div>
        <SlugStatusLine
          id="slug-status"
          status={field.status}
          hints={{ empty: flowTexts.slugHint, current: flowTexts.slugCurrent }}
          className="mt-2"
        />
        <StepActions
          running={running}
          secondary={{ label: onboardingTexts.skipThisStep, onClick: () => finish('secondary', null) }}
        />
      </form>
    </StepFrame>
  );
}
