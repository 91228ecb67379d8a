// Small pill label ("Em breve", "Grátis").
import type { ReactNode } from 'react';

type Tone = 'brand' | 'teal' | 'neutral';

const tones: Record<Tone, string> = {
  brand: 'bg-brand-soft text-brand-dark',
  teal: 'bg-teal-soft text-teal-dark',
  neutral: 'bg-ink/5 text-muted',
};

export function Badge({ children, tone = 'brand' }: { children: ReactNode; tone?: Tone }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
