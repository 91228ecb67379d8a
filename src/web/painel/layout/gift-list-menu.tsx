// The header's "Lista de Presentes" menu (SPEC 2.6).
import { ChevronDown, Gift } from 'lucide-react';
import { Link } from 'react-router';
import { useLoadOnIntent } from '../../lib/use-load-on-intent.ts';
import { loadDropdownMenu, MenuStandIn } from './menu-stand-in.tsx';
import { giftListLinks } from './panel-links.ts';

export function GiftListMenu({ className }: { className: string }) {
  const menu = useLoadOnIntent(loadDropdownMenu);
  const trigger = (
    <>
      <Gift className="size-5 shrink-0" aria-hidden="true" />
      <span className="sr-only lg:not-sr-only">Lista de Presentes</span>
      <ChevronDown
        className="size-4 shrink-0 transition-transform group-aria-expanded:rotate-180"
        aria-hidden="true"
      />
    </>
  );
  if (!menu.loaded)
    return (
      <MenuStandIn className={`group ${className}`} intent={menu.intent}>
        {trigger}
      </MenuStandIn>
    );
  const { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } = menu.loaded;
  return (
    <DropdownMenu modal={false} defaultOpen={menu.pressed}>
      <DropdownMenuTrigger autoFocus={menu.focused} className={`group ${className}`}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {giftListLinks.map((link) => (
          <DropdownMenuItem key={link.to} asChild>
            <Link to={link.to}>{link.label}</Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
