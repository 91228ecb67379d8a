// The side panel's sections, one open at a time (SPEC 2.6); the open one closes on a second click.
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { NavLink } from 'react-router';
import { SoonBadge } from '../../components/ui/badge.tsx';
import type { PanelLink, SidebarSection } from './panel-links.ts';
import { useSidebar } from './sidebar-state.tsx';

export const sidebarLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-10 items-center gap-3 rounded-xl px-3 py-2 text-sm transition-colors ${isActive ? 'bg-brand-soft font-semibold text-brand-dark' : 'text-ink/85 hover:bg-brand-soft/60 hover:text-brand-dark'}`;

/** One menu link: its icon, label, a note (a price) and the "Em breve" badge when it leads there. */
export function PanelNavLink({ link }: { link: PanelLink }) {
  const Icon = link.icon;
  return (
    <NavLink to={link.to} className={sidebarLinkClass}>
      {Icon && <Icon className="size-4 shrink-0 text-muted" aria-hidden="true" />}
      <span className="flex-1">{link.label}</span>
      {link.note && <span className="text-xs whitespace-nowrap text-muted">{link.note}</span>}
      {link.soon && <SoonBadge />}
    </NavLink>
  );
}

export function SidebarSections({ sections }: { sections: SidebarSection[] }) {
  const { openSection, setOpenSection } = useSidebar();
  const baseId = useId();
  return (
    <nav aria-label="Seções do painel" className="space-y-1">
      {sections.map((section) => {
        const open = openSection === section.id;
        const panelId = `${baseId}-${section.id}`;
        const Icon = section.icon;
        return (
          <div key={section.id}>
            <button
              type="button"
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpenSection(open ? null : section.id)}
              className="flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-left text-sm font-semibold text-ink transition-colors hover:bg-brand-soft/60 aria-expanded:text-brand-dark"
            >
              <Icon className="size-5 shrink-0 text-teal-dark" aria-hidden="true" />
              <span className="flex-1">{section.label}</span>
              <ChevronDown
                className={`size-4 shrink-0 text-muted transition-transform ${open ? 'rotate-180' : ''}`}
                aria-hidden="true"
              />
            </button>
            <ul
              id={panelId}
              hidden={!open}
              className="mt-1 mb-2 ml-5 space-y-0.5 border-l border-brand/20 pl-3"
            >
              {section.links.map((link) => (
                <li key={link.to}>
                  <PanelNavLink link={link} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
