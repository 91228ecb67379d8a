// A header menu button that discloses a short list of links (disclosure navigation pattern). Its
// behaviour is header-menus.ts, on this HTML, with or without React.
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { enhanceNavDropdown } from './header-menus.ts';
import type { NavGroup } from './nav-links.ts';

export function NavDropdown({ group }: { group: NavGroup }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  useEffect(() => (rootRef.current ? enhanceNavDropdown(rootRef.current) : undefined), []);

  return (
    <div ref={rootRef} className="relative" data-nav-dropdown>
      <button
        type="button"
        aria-expanded={false}
        aria-controls={menuId}
        className="group flex h-10 items-center gap-1 rounded-full px-3 text-sm font-medium text-ink transition-colors hover:bg-brand-soft hover:text-brand-dark aria-expanded:bg-brand-soft aria-expanded:text-brand-dark"
      >
        {group.label}
        <ChevronDown
          className="size-4 transition-transform group-aria-expanded:rotate-180"
          aria-hidden="true"
        />
      </button>
      <ul
        id={menuId}
        hidden
        className="absolute top-full left-0 z-50 mt-2 w-72 rounded-2xl border border-ink/5 bg-white p-2 shadow-xl shadow-ink/10"
      >
        {group.items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="block rounded-xl px-4 py-3 transition-colors hover:bg-brand-soft focus-visible:bg-brand-soft"
            >
              <span className="block text-sm font-semibold text-ink">{item.label}</span>
              {item.description && (
                <span className="mt-0.5 block text-xs text-muted">{item.description}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
