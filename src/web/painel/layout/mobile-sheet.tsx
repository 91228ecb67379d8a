// Under 768 px the side panel becomes a sheet opened by the header's menu button. What a couple
// uses most comes first (issue 20): the site, "Meus Convidados", "Lista de Presentes" and "Minha
// Carteira", then the store not open yet; the site's cards and the upsells follow.
import { Pencil, ShoppingBag, Wallet } from 'lucide-react';
import { NavLink } from 'react-router';
import { MenuSheet } from '../../components/layout/menu-sheet.tsx';
import { SoonBadge } from '../../components/ui/badge.tsx';
import { isMoneyPath, useSeesMoney } from '../shared-access/use-wedding-role.ts';
import { giftListLinks, guestLinks, type PanelLink } from './panel-links.ts';
import { panelPaths } from './panel-paths.ts';
import { SidebarPanel } from './sidebar-panel.tsx';
import { PanelNavLink, sidebarLinkClass } from './sidebar-sections.tsx';
import { useSidebar } from './sidebar-state.tsx';

const groups: { label: string; links: PanelLink[] }[] = [
  { label: 'Meus Convidados', links: guestLinks },
  { label: 'Lista de Presentes', links: giftListLinks },
];

/** The sheet's links after the groups: the wallet, then the store (not open yet). */
const lastLinks = [
  { label: 'Minha Carteira', to: panelPaths.wallet, icon: Wallet, soon: false },
  { label: 'Loja', to: panelPaths.store, icon: ShoppingBag, soon: true },
];

export function MobileSheet() {
  const { sheetOpen, setSheetOpen } = useSidebar();
  // A planner (shared access) has no money links.
  const money = useSeesMoney();
  const shown = <T extends { to: string }>(links: T[]) => links.filter((l) => money || !isMoneyPath(l.to));
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
          {groups
            .map((group) => ({ ...group, links: shown(group.links) }))
            .filter((group) => group.links.length > 0)
            .map((group) => (
              <li key={group.label}>
                <p className="px-3 pt-3 pb-1 text-xs font-semibold tracking-widest text-teal-dark uppercase">
                  {group.label}
                </p>
                <ul className="ml-5 space-y-0.5 border-l border-brand/20 pl-3">
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <PanelNavLink link={{ ...link, icon: undefined }} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          {shown(lastLinks).map(({ label, to, icon: Icon, soon }) => (
            <li key={to}>
              <NavLink to={to} className={sidebarLinkClass}>
                <Icon className="size-5 shrink-0 text-teal-dark" aria-hidden="true" />
                <span className="flex-1">{label}</span>
                {soon && <SoonBadge />}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <SidebarPanel omit={['convidados', 'lista']} />
    </MenuSheet>
  );
}
