// Under 768 px the side panel becomes a sheet opened by the header's menu button; it also holds
// the header links that do not fit on a phone.
import { Menu, Pencil, ShoppingBag, Wallet } from 'lucide-react';
import { NavLink } from 'react-router';
import { Dialog, DialogTrigger, SheetContent } from '../../components/ui/dialog.tsx';
import { giftListLinks } from './panel-links.ts';
import { panelPaths } from './panel-paths.ts';
import { SidebarPanel } from './sidebar-panel.tsx';
import { sidebarLinkClass } from './sidebar-sections.tsx';
import { useSidebar } from './sidebar-state.tsx';

export function MobileSheet() {
  const { sheetOpen, setSheetOpen } = useSidebar();
  return (
    <Dialog open={sheetOpen} onOpenChange={setSheetOpen}>
      <DialogTrigger
        aria-label="Abrir menu"
        className="grid size-11 shrink-0 place-items-center rounded-full text-ink transition-colors hover:bg-brand-soft md:hidden"
      >
        <Menu className="size-6" aria-hidden="true" />
      </DialogTrigger>
      <SheetContent title="Menu do painel" closeLabel="Fechar menu">
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
            <li>
              <NavLink to={panelPaths.store} className={sidebarLinkClass}>
                <ShoppingBag className="size-5 shrink-0 text-teal-dark" aria-hidden="true" />
                <span className="flex-1">Loja</span>
                <span className="rounded-full bg-teal-soft px-2 py-0.5 text-[10px] font-semibold text-teal-dark">
                  Em breve
                </span>
              </NavLink>
            </li>
            <li>
              <NavLink to={panelPaths.wallet} className={sidebarLinkClass}>
                <Wallet className="size-5 shrink-0 text-teal-dark" aria-hidden="true" />
                Minha Carteira
              </NavLink>
            </li>
          </ul>
        </nav>
        <SidebarPanel />
      </SheetContent>
    </Dialog>
  );
}
