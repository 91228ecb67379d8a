// A dashboard card that is one link, as an item of a list: an icon badge on top, then what the
// card says. The shortcuts and the counters are both made of it.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconBadge } from '../../components/ui/icon-badge.tsx';

const looks = {
  /** A shortcut to a big job: a larger teal badge; the arrow inside moves on hover (`group`). */
  shortcut: { card: 'group', badge: 'size-11 bg-teal-soft text-teal-dark' },
  /** A live counter: a pink badge above the label and the figure. */
  counter: { card: 'gap-3 text-ink', badge: 'size-10 bg-brand-soft text-brand-dark' },
};

export function LinkCard({
  to,
  icon,
  look,
  children,
}: {
  to: string;
  icon: LucideIcon;
  look: keyof typeof looks;
  children: ReactNode;
}) {
  const { card, badge } = looks[look];
  return (
    <li>
      <Link
        to={to}
        className={`flex h-full flex-col rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/5 transition hover:-translate-y-0.5 hover:shadow-md ${card}`}
      >
        <IconBadge icon={icon} className={badge} />
        {children}
      </Link>
    </li>
  );
}
