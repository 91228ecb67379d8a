// An icon, a title and a sentence: one benefit in a grid of benefits.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconBadge } from './icon-badge.tsx';

export function FeatureCard({
  icon,
  title,
  children,
  tone = 'brand',
  layout = 'tile',
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  tone?: 'brand' | 'teal';
  /** `row`: icon beside the text on phones (for one-column lists of longer texts). */
  layout?: 'tile' | 'row';
}) {
  return (
    <li
      className={`flex ${layout === 'row' ? 'flex-row gap-4' : 'flex-col gap-3'} rounded-3xl border border-ink/5 bg-white p-4 shadow-sm shadow-ink/5 transition hover:-translate-y-0.5 hover:shadow-md sm:flex-col sm:gap-4 sm:p-6`}
    >
      <IconBadge
        icon={icon}
        className={`size-10 shrink-0 sm:size-12 ${tone === 'brand' ? 'bg-brand-soft text-brand-dark' : 'bg-teal-soft text-teal-dark'}`}
        iconClassName="size-5 sm:size-6"
      />
      <div>
        <h3 className="font-serif text-base leading-snug font-bold break-words hyphens-auto text-ink sm:text-lg">
          {title}
        </h3>
        <p className="mt-1.5 text-[13px] leading-relaxed text-muted sm:text-sm">{children}</p>
      </div>
    </li>
  );
}

export type Feature = { icon: LucideIcon; title: string; text: string };

/** A list of feature cards whose tones alternate, starting with `firstTone`. */
export function FeatureGrid({
  features,
  className,
  firstTone = 'brand',
  layout,
}: {
  features: readonly Feature[];
  className: string;
  firstTone?: 'brand' | 'teal';
  layout?: 'tile' | 'row';
}) {
  const otherTone = firstTone === 'brand' ? 'teal' : 'brand';
  return (
    <ul className={className}>
      {features.map((f, i) => (
        <FeatureCard
          key={f.title}
          icon={f.icon}
          title={f.title}
          tone={i % 2 ? otherTone : firstTone}
          layout={layout}
        >
          {f.text}
        </FeatureCard>
      ))}
    </ul>
  );
}
