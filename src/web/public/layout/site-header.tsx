// Header of every public page: logo, the two product menus, page links, couple search and sign-in.
import { Search } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { NavDropdown } from './nav-dropdown.tsx';
import { NavLinkText } from './nav-link-text.tsx';
import { authLinks, navGroups, navLinks } from './nav-links.ts';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-50 border-b border-ink/5">
      {/* The blur sits on its own layer: a backdrop-filter on the header itself would trap the
          mobile menu's fixed panel inside the header box. */}
      <div className="absolute inset-0 -z-10 bg-white/90 backdrop-blur-md" aria-hidden="true" />
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:h-20">
        <Logo />
        <nav aria-label="Principal" className="ml-4 hidden flex-1 items-center gap-1 lg:flex">
          {navGroups.map((group) => (
            <NavDropdown key={group.label} group={group} />
          ))}
          {navLinks.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className="flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-ink transition-colors hover:bg-brand-soft hover:text-brand-dark aria-[current=page]:text-brand-dark"
            >
              <NavLinkText item={item} />
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <Link
            to={authLinks.findCouple.to}
            aria-label={authLinks.findCouple.label}
            title={authLinks.findCouple.label}
            className="grid size-11 place-items-center rounded-full text-ink transition-colors hover:bg-brand-soft hover:text-brand-dark"
          >
            <Search className="size-5" aria-hidden="true" />
          </Link>
          <Link
            to={authLinks.login.to}
            className="hidden h-10 items-center rounded-full px-4 text-sm font-semibold text-ink transition-colors hover:bg-brand-soft sm:flex"
          >
            {authLinks.login.label}
          </Link>
          <span className="hidden sm:block">
            <ButtonLink to={authLinks.signUp.to} size="sm">
              {authLinks.signUp.label}
            </ButtonLink>
          </span>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
