// Under 768 px the side panel becomes a sheet opened by the header's menu button; it also holds
// the header links that do not fit on a phone.
import { Pencil, ShoppingBag, Wallet } from 'lucide-react';
import { NavLink } from 'react-router';
import { MenuSheet } from '../../components/layout/menu-sheet.tsx';
import { giftListLinks } from './panel-links.ts';
import { panelPaths } from './panel-paths.ts';
import { SidebarPanel } from './sidebar-panel.tsx';
import { sidebarLinkClass } from './sidebar-sections.tsx';
import { useSidebar } from './sidebar-state.tsx';

const soonTag = (
  <span className="rounded-full bg-teal-soft px-2 py-0.5 text-[10px] font-semibold text-teal-dark">
    Em breve
  </span>
);

/** The header's links after the gift list's: the store (not open yet) and the wallet. */
const lastLinks = [
  { label: 'Loja', to: panelPaths.store, icon: ShoppingBag, soon: true },
  { label: 'Minha Carteira', to: panelPaths.wallet, icon: Wallet, soon: false },
];

export function MobileSheet() {
  const { sheetOpen, setSheetOpen } = useSidebar();
  return (
    <MenuSheet title="Menu do painel" open={sheetOpen} onOpenChange={setSheetOpen}>
      <nav aria-label="Menu do painel" className="border-b border-ink/5 p-3">
        <ul className="space-y-0.5">
          <li>
            <NavLink to={panelPaths.siteSections} className={sidebarLinkClass}>
              <Pencil className="size-5 shrink-0 text-teal-dark" aria-hidden="true" />
              Editar meu site
            </NavLink>
          </li>
          <li>
            <p className="px-3 pt-3 pb-1 text-xs font-semibold tracking-widest text-teal-dark uppercase">
              Lista de Presentes
            </p>
            <ul className="ml-5 space-y-0.5 border-l border-brand/20 pl-3">
              {giftListLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={sidebarLinkClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
          {lastLinks.map(({ label, to, icon: Icon, soon }) => (
            <li key={to}>
              <NavLink to={to} className={sidebarLinkClass}>
                <Icon className="size-5 shrink-0 text-teal-dark" aria-hidden="true" />
                {soon ? <span className="flex-1">{label}</span> : label}
                {soon && soonTag}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <SidebarPanel />
    </MenuSheet>
  );
}
