// "Compartilhar": WhatsApp, and the system share sheet where the browser has one.
import { MessageCircle, Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLoadOnIntent } from '../../lib/use-load-on-intent.ts';
import { loadDropdownMenu, MenuStandIn } from './menu-stand-in.tsx';
import { canShareNatively, shareNatively, whatsappShareUrl } from './share-site.ts';

export function ShareMenu({
  url,
  disabled,
  triggerClassName,
  children,
}: {
  url: string;
  disabled?: boolean;
  triggerClassName: string;
  children: ReactNode;
}) {
  const menu = useLoadOnIntent(loadDropdownMenu);
  if (!menu.loaded)
    return (
      <MenuStandIn disabled={disabled} className={triggerClassName} intent={menu.intent}>
        {children}
      </MenuStandIn>
    );
  const { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } = menu.loaded;
  return (
    <DropdownMenu modal={false} defaultOpen={menu.pressed}>
      <DropdownMenuTrigger autoFocus={menu.focused} disabled={disabled} className={triggerClassName}>
        {children}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="center">
        <DropdownMenuItem asChild>
          <a href={whatsappShareUrl(url)} target="_blank" rel="noopener noreferrer">
            <MessageCircle className="size-4 text-teal-dark" aria-hidden="true" />
            Enviar pelo WhatsApp
          </a>
        </DropdownMenuItem>
        {canShareNatively() && (
          <DropdownMenuItem onSelect={() => void shareNatively(url)}>
            <Smartphone className="size-4 text-teal-dark" aria-hidden="true" />
            Mais opções de compartilhamento
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
