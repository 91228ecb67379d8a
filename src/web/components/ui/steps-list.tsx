// Numbered steps ("how it works"), in a row on wide screens and stacked on phones.
export interface Step {
  title: string;
  text: string;
}

export function StepsList({ steps, className }: { steps: Step[]; className?: string }) {
  const cols = steps.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3';
  return (
    <ol
      className={['grid grid-cols-1 gap-4 sm:grid-cols-2 lg:gap-6', cols, className]
        .filter(Boolean)
        .join(' ')}
    >
      {steps.map((step, i) => (
        <li
          key={step.title}
          className="flex gap-4 rounded-3xl bg-white p-5 shadow-sm shadow-ink/5 ring-1 ring-ink/5 sm:block sm:p-6"
        >
          <span
            className="grid size-11 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-dark to-brand-deep font-serif text-lg font-bold text-white shadow-md shadow-brand/30"
            aria-hidden="true"
          >
            {i + 1}
          </span>
          <div>
            <h3 className="font-serif text-lg font-bold text-ink sm:mt-4">
              <span className="sr-only">Passo {i + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-1 text-sm leading-relaxed text-muted sm:mt-2">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
