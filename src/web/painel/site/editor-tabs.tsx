// The six pages of "Aparência do Site" as tabs: a scrolling row on phones, the current one marked.
import { Brush, EighthNotes, Globe, Images, LayoutList, type LucideIcon, Type } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { panelPaths as p } from '../layout/panel-paths.ts';

export const editorPages: { label: string; to: string; icon: LucideIcon }[] = [
  { label: 'Alterar tema', to: p.siteTheme, icon: Images },
  { label: 'Personalizar tema', to: p.siteCustomize, icon: Brush },
  { label: 'Introdução', to: p.siteIntro, icon: Type },
  { label: 'Seções', to: p.siteSections, icon: LayoutList },
  { label: 'Música', to: p.siteMusic, icon: EighthNotes },
  { label: 'Publicação e senha', to: p.sitePublish, icon: Globe },
];

export function EditorTabs() {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // Keep the current tab in view on phones, where the row scrolls sideways (never the page).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes.
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]')?.parentElement;
    if (row && current) row.scrollLeft = current.offsetLeft - (row.clientWidth - current.clientWidth) / 2;
  }, [pathname]);
  return (
    <nav aria-label="Páginas do editor do site" className="-mx-4 sm:mx-0">
      <ul
        ref={list}
        className="flex gap-1.5 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:flex-wrap sm:px-0"
      >
        {editorPages.map(({ label, to, icon: Icon }) => (
          <li key={to} className="shrink-0">
            <NavLink
              to={to}
              className={({ isActive }) =>
                `flex h-10 items-center gap-2 rounded-full px-4 text-sm font-medium whitespace-nowrap transition-colors ${isActive ? 'bg-brand text-white shadow-sm shadow-brand/30' : 'bg-white text-ink ring-1 ring-ink/10 hover:bg-brand-soft hover:text-brand-dark'}`
              }
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
