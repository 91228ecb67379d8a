// An icon on a rounded tinted square, decoration beside a text that already says what it means.
import type { LucideIcon } from 'lucide-react';

export function IconBadge({
  icon: Icon,
  className,
  iconClassName = 'size-5',
}: {
  icon: LucideIcon;
  /** Size and colours, e.g. `size-10 bg-brand-soft text-brand-dark`. */
  className: string;
  iconClassName?: string;
}) {
  return (
    <span className={`grid place-items-center rounded-2xl ${className}`} aria-hidden="true">
      <Icon className={iconClassName} />
    </span>
  );
}
