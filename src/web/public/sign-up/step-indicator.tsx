// "Passo N de 3" with a three-segment progress bar.
export function StepIndicator({ step }: { step: 1 | 2 | 3 }) {
  return (
    <div>
      <p className="text-xs font-semibold tracking-[0.2em] text-teal-dark uppercase">Passo {step} de 3</p>
      <div className="mt-2 grid grid-cols-3 gap-1.5" aria-hidden="true">
        {[1, 2, 3].map((n) => (
          <span key={n} className={`h-1.5 rounded-full ${n <= step ? 'bg-brand' : 'bg-brand/15'}`} />
        ))}
      </div>
    </div>
  );
}
