// Pages of one area shown as tabs: links in a row that scrolls sideways on phones (never the
// page), the current one marked and kept in view.
import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';

export interface PageTab {
  label: string;
  to: string;
  icon: LucideIcon;
}

export function PageTabs({ label, pages }: { label: string; pages: PageTab[] }) {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes.
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]')?.parentElement;
    if (row && current) row.scrollLeft = current.offsetLeft - (row.clientWidth - current.clientWidth) / 2;
  }, [pathname]);
  return (
    <nav aria-label={label} className="-mx-4 sm:mx-0">
      <ul
        ref={list}
        className="flex gap-1.5 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:flex-wrap sm:px-0"
      >
        {pages.map(({ label: text, to, icon: Icon }) => (
          <li key={to} className="shrink-0">
            <NavLink
              to={to}
              className={({ isActive }) =>
                `flex h-10 items-center gap-2 rounded-full px-4 text-sm font-medium whitespace-nowrap transition-colors ${isActive ? 'bg-brand-dark text-white shadow-sm shadow-brand/30' : 'bg-white text-ink ring-1 ring-ink/10 hover:bg-brand-soft hover:text-brand-dark'}`
              }
            >
              <Icon className="size-4" aria-hidden="true" />
              {text}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
