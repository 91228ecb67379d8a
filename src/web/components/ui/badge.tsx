// Small pill labels: a tone for any word ("Grátis"), and the menus' "Em breve" tag.
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

/** The small "Em breve" tag a menu item carries while it leads to a page not built yet (issue 20). */
export function SoonBadge() {
  return (
    <span className="rounded-full bg-teal-soft px-2 py-0.5 text-[10px] font-semibold whitespace-nowrap text-teal-dark">
      Em breve
    </span>
  );
}
