// The user menu: the couple's account data (names, e-mail, wedding date, phone), their data pages
// and "Sair da conta" (SPEC 2.6; issue 20 moved the account data here from the dashboard).
import { ChevronDown, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateLong } from '../../../shared/dates.ts';
import { useLogout } from '../../components/auth/use-logout.ts';
import { InitialsAvatar } from '../../components/ui/initials-avatar.tsx';
import { formatPhone } from '../../lib/phone-mask.ts';
import { useLoadOnIntent } from '../../lib/use-load-on-intent.ts';
import { coupleNames, useCurrentSession } from '../session/session-context.ts';
import { useWeddingRole } from '../shared-access/use-wedding-role.ts';
import { loadDropdownMenu, MenuStandIn } from './menu-stand-in.tsx';
import { accountLinks, memberAccountLink, sharedAccessLink } from './panel-links.ts';

const triggerClass =
  'flex h-12 max-w-64 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-left transition-colors hover:bg-brand-soft aria-expanded:bg-brand-soft';

export function UserMenu() {
  const { session } = useCurrentSession();
  const { pending, logOut } = useLogout();
  const role = useWeddingRole();
  const menu = useLoadOnIntent(loadDropdownMenu);
  // Shared access: the couple's own data pages are the owner's (a member has their own account);
  // only the couple shares access.
  const links =
    role === 'owner'
      ? [...accountLinks, sharedAccessLink]
      : role === 'partner'
        ? [memberAccountLink, sharedAccessLink]
        : [memberAccountLink];
  const names = coupleNames(session);
  const couple = session.couple;
  const initials = [session.couple?.name1 ?? 'C', session.couple?.name2 ?? ''].filter(Boolean);
  const trigger = (
    <>
      <InitialsAvatar names={initials} className="size-10 text-sm" />
      <span className="sr-only min-w-0 xl:not-sr-only xl:flex xl:flex-col">
        <span className="truncate text-sm font-semibold text-ink">{names}</span>
        <span className="truncate text-xs text-muted">{session.user.email}</span>
      </span>
      <ChevronDown className="size-4 shrink-0 text-muted" aria-hidden="true" />
    </>
  );
  if (!menu.loaded)
    return (
      <MenuStandIn className={triggerClass} intent={menu.intent}>
        {trigger}
      </MenuStandIn>
    );
  const {
    DropdownMenu,
    DropdownMenuContent,
    DropdownMenuItem,
    DropdownMenuLabel,
    DropdownMenuSeparator,
    DropdownMenuTrigger,
  } = menu.loaded;
  return (
    <DropdownMenu modal={false} defaultOpen={menu.pressed}>
      <DropdownMenuTrigger autoFocus={menu.focused} className={triggerClass}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <DropdownMenuLabel>
          <span className="block truncate text-sm font-semibold text-ink">{names}</span>
          <span className="block truncate">{session.user.email}</span>
          <span className="mt-1 block">
            Casamento: {couple?.weddingDate ? formatDateLong(couple.weddingDate) : 'data não definida'}
          </span>
          {couple?.phone && <span className="block">{formatPhone(couple.phone)}</span>}
        </DropdownMenuLabel>
        {links.length > 0 && <DropdownMenuSeparator />}
        {links.map((link) => (
          <DropdownMenuItem key={link.to} asChild>
            <Link to={link.to}>{link.label}</Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={pending} onSelect={logOut} danger>
          <LogOut className="size-4" aria-hidden="true" />
          Sair da conta
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
