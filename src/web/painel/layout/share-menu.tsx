// "Compartilhar": WhatsApp, and the system share sheet where the browser has one.
import { MessageCircle, Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
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
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger disabled={disabled} className={triggerClassName}>
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
