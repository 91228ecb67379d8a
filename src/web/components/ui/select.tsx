// A native select in the look of `Input` (native keeps the phone pickers people know).
import { ChevronDown } from 'lucide-react';
import type { SelectHTMLAttributes } from 'react';
import { fieldBorder, inputClass } from './input.tsx';

export function Select({
  invalid,
  className = '',
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { invalid?: boolean }) {
  return (
    <div className="relative">
      <select
        aria-invalid={invalid ? true : undefined}
        className={`${inputClass} ${fieldBorder(invalid)} appearance-none pr-10 ${className}`}
        {...props}
      />
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted"
        aria-hidden="true"
      />
    </div>
  );
}
