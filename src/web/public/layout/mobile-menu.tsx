// The phone and tablet menu: a toggle in the header and a full-height panel with every public link.
// Its behaviour is header-menus.ts, on this HTML, with or without React.
import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button.tsx';
import { enhanceMobileMenu } from './header-menus.ts';
import { NavLinkText } from './nav-link-text.tsx';
import { authLinks, type NavLink, navGroups, navLinks } from './nav-links.ts';

const linkClass =
  'flex min-h-12 items-center gap-2 rounded-xl px-4 text-base font-medium text-ink transition-colors hover:bg-brand-soft';

/** Page links the two groups above do not already list. */
const grouped = new Set(navGroups.flatMap((g) => g.items.map((i) => i.to)));
const extraLinks = navLinks.filter((l) => !grouped.has(l.to));

function LinkList({ items, className }: { items: NavLink[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className={linkClass}>
            <NavLinkText item={item} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function MobileMenu() {
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => (buttonRef.current ? enhanceMobileMenu(buttonRef.current) : undefined), []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Abrir menu"
        aria-expanded={false}
        aria-controls={panelId}
        data-mobile-menu
        className="group grid size-11 place-items-center rounded-full text-ink transition-colors hover:bg-brand-soft lg:hidden"
      >
        <Menu className="size-6 group-aria-expanded:hidden" aria-hidden="true" />
        <X className="hidden size-6 group-aria-expanded:block" aria-hidden="true" />
      </button>
      <nav
        id={panelId}
        aria-label="Menu principal"
        hidden
        className="fixed inset-x-0 top-16 bottom-0 z-40 overflow-y-auto border-t border-ink/5 bg-white px-4 pt-4 pb-10 lg:hidden"
      >
        {navGroups.map((group) => (
          <section key={group.label} className="mb-4" aria-label={group.label}>
            <h2 className="px-4 pb-1 text-xs font-semibold tracking-widest text-teal-dark uppercase">
              {group.label}
            </h2>
            <LinkList items={group.items} />
          </section>
        ))}
        <LinkList items={extraLinks} className="border-t border-ink/5 pt-4" />
        <div className="mt-6 grid gap-3 border-t border-ink/5 pt-6">
          <ButtonLink to={authLinks.signUp.to} size="lg">
            {authLinks.signUp.label}
          </ButtonLink>
          <ButtonLink to={authLinks.login.to} variant="outline" size="lg">
            {authLinks.login.label}
          </ButtonLink>
        </div>
      </nav>
    </>
  );
}
