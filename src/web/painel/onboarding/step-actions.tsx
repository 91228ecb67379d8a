// The buttons under a step: the secondary way out ("Pular etapa", "Escolher depois", ...) and
// "Avançar", which submits the step's form. The button that is saving shows a spinner.
import { ArrowRight, LoaderCircle } from 'lucide-react';
import { onboardingTexts } from '../../../shared/onboarding.ts';
import { Button } from '../../components/ui/button.tsx';
import { flowTexts } from './onboarding-texts.ts';

function Busy() {
  return (
    <>
      <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
      {flowTexts.saving}
    </>
  );
}

export function StepActions({
  running,
  canAdvance = true,
  advanceLabel = onboardingTexts.advance,
  secondary,
}: {
  running: 'advance' | 'secondary' | null;
  canAdvance?: boolean;
  advanceLabel?: string;
  secondary?: { label: string; onClick: () => void };
}) {
  const busy = running !== null;
  return (
    <div className="mt-8 flex flex-col-reverse gap-3 border-t border-ink/5 pt-6 sm:flex-row sm:items-center sm:justify-between">
      {secondary ? (
        <Button
          variant="ghost"
          size="lg"
          className="text-muted"
          disabled={busy}
          aria-busy={running === 'secondary' || undefined}
          onClick={secondary.onClick}
        >
          {running === 'secondary' ? <Busy /> : secondary.label}
        </Button>
      ) : (
        <span className="hidden sm:block" />
      )}
      <Button
        type="submit"
        size="lg"
        className="sm:min-w-44"
        disabled={busy || !canAdvance}
        aria-busy={running === 'advance' || undefined}
      >
        {running === 'advance' ? (
          <Busy />
        ) : (
          <>
            {advanceLabel}
            <ArrowRight className="size-5" aria-hidden="true" />
          </>
        )}
      </Button>
    </div>
  );
}
