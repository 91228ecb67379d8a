// The admin sidebar's links: a column on wide screens and the content of the phone sheet; an
// "Em breve" badge on those whose screen is not built yet.
import { NavLink } from 'react-router';
import { adminLinkGroups } from './admin-links.ts';
import { adminPagePaths } from './admin-paths.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-10 items-center gap-3 rounded-xl px-3 py-2 text-sm transition-colors ${isActive ? 'bg-brand-soft font-semibold text-brand-dark' : 'text-ink/85 hover:bg-brand-soft/60 hover:text-brand-dark'}`;

export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Menu da administração" className="space-y-5 p-3">
      {adminLinkGroups.map((group) => (
        <div key={group.label}>
          <p className="px-3 pb-1 text-xs font-semibold tracking-widest text-muted uppercase">
            {group.label}
          </p>
          <ul className="space-y-0.5">
            {group.links.map((link) => {
              const Icon = link.icon;
              return (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.to === adminPagePaths.dashboard}
                    onClick={onNavigate}
                    className={linkClass}
                  >
                    <Icon className="size-5 shrink-0 text-teal-dark" aria-hidden="true" />
                    {link.label}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
