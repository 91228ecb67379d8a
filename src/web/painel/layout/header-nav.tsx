// The header's links from 768 px up; below that breakpoint they live in the phone sheet. Labels
// show from 1024 px; narrower, the icons keep the same accessible names.
import { Pencil, ShoppingBag, Wallet } from 'lucide-react';
import { NavLink } from 'react-router';
import { SoonBadge } from '../../components/ui/badge.tsx';
import { useSeesMoney } from '../shared-access/use-wedding-role.ts';
import { GiftListMenu } from './gift-list-menu.tsx';
import { panelPaths } from './panel-paths.ts';

export const headerItemClass =
  'flex h-10 items-center gap-2 rounded-full px-3 text-sm font-medium whitespace-nowrap text-ink transition-colors hover:bg-brand-soft hover:text-brand-dark aria-expanded:bg-brand-soft aria-expanded:text-brand-dark aria-[current=page]:text-brand-dark';

export function HeaderNav() {
  // A planner (shared access) has no money menus: the gift list, the store, the wallet.
  const money = useSeesMoney();
  return (
    <nav aria-label="Menu do painel" className="hidden items-center gap-1 md:flex">
      <NavLink to={panelPaths.siteSections} className={headerItemClass} title="Editar meu site">
        <Pencil className="size-5 shrink-0" aria-hidden="true" />
        <span className="sr-only lg:not-sr-only">Editar meu site</span>
      </NavLink>
      {money && <GiftListMenu className={headerItemClass} />}
      {money && (
        <NavLink to={panelPaths.store} className={headerItemClass} title="Loja (em breve)">
          <ShoppingBag className="size-5 shrink-0" aria-hidden="true" />
          <span className="sr-only lg:not-sr-only">Loja</span>
          <SoonBadge />
        </NavLink>
      )}
      {money && (
        <NavLink to={panelPaths.wallet} className={headerItemClass} title="Minha Carteira">
          <Wallet className="size-5 shrink-0" aria-hidden="true" />
          <span className="sr-only lg:not-sr-only">Minha Carteira</span>
        </NavLink>
      )}
    </nav>
  );
}
