// The header's "Lista de Presentes" menu (SPEC 2.6).
import { ChevronDown, Gift } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { giftListLinks } from './panel-links.ts';

export function GiftListMenu({ className }: { className: string }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className={`group ${className}`}>
        <Gift className="size-5 shrink-0" aria-hidden="true" />
        <span className="sr-only lg:not-sr-only">Lista de Presentes</span>
        <ChevronDown
          className="size-4 shrink-0 transition-transform group-aria-expanded:rotate-180"
          aria-hidden="true"
        />
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
