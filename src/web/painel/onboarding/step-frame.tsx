// The frame of every onboarding step: back link, "Passo N de 8" with its bar, the question as the
// page heading, then the step's content.
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { ONBOARDING_STEPS } from '../../../shared/onboarding.ts';
import { painelPaths } from '../../../shared/routes.ts';
import { stepPath } from './onboarding-context.ts';
import { flowTexts, type StepNumber, stepTexts } from './onboarding-texts.ts';

export function StepFrame({
  step,
  children,
  wide = false,
  headingId,
}: {
  step: StepNumber;
  children: ReactNode;
  wide?: boolean;
  headingId?: string;
}) {
  const fallbackId = useId();
  const id = headingId ?? fallbackId;
  const heading = useRef<HTMLHeadingElement>(null);
  const { title, hint } = stepTexts[step];

  useEffect(() => {
    document.title = `${flowTexts.stepOf(step, ONBOARDING_STEPS)} | Nosso Sim`;
    // A new step is a new page for screen readers and keyboards: start from its question.
    heading.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [step]);

  return (
    <section className={`mx-auto w-full ${wide ? 'max-w-5xl' : 'max-w-2xl'}`} aria-labelledby={id}>
      <div className="flex items-center justify-between gap-4">
        <Link
          to={step === 1 ? painelPaths.onboarding : stepPath(step - 1)}
          className="-ml-2 inline-flex items-center gap-1.5 rounded-full px-2 py-1.5 text-sm font-medium text-muted transition-colors hover:bg-brand-soft hover:text-brand-dark"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {flowTexts.back}
        </Link>
        <p className="text-xs font-semibold tracking-[0.2em] text-teal-dark uppercase">
          {flowTexts.stepOf(step, ONBOARDING_STEPS)}
        </p>
      </div>
      <div className="mt-3 grid grid-cols-8 gap-1.5" aria-hidden="true">
        {Array.from({ length: ONBOARDING_STEPS }, (_, i) => (
          <span
            key={i}
            className={`h-1.5 rounded-full transition-colors ${i < step ? 'bg-brand' : 'bg-brand/15'}`}
          />
        ))}
      </div>
      <div className="mt-6 rounded-3xl border border-brand/10 bg-white p-5 shadow-xl shadow-brand/10 sm:p-10">
        <h1
          id={id}
          ref={heading}
          tabIndex={-1}
          className="font-serif text-2xl leading-tight font-bold text-ink outline-none sm:text-3xl"
        >
          {title}
        </h1>
        <p className="mt-2 text-sm leading-relaxed text-muted sm:text-base">{hint}</p>
        <div className="mt-6 sm:mt-8">{children}</div>
      </div>
    </section>
  );
}
