// A list row's "…" menu in the back office (couples, themes): the round trigger named for the row,
// and its items, each with an icon; a dangerous one (deactivate, delete) is red.
import { type LucideIcon, MoreHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';

export { DropdownMenuSeparator as RowMenuSeparator } from '../../components/ui/dropdown-menu.tsx';

export function RowMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={label}
        className="grid size-10 place-items-center rounded-full text-ink transition-colors hover:bg-brand-soft data-[state=open]:bg-brand-soft"
      >
        <MoreHorizontal className="size-5" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">{children}</DropdownMenuContent>
    </DropdownMenu>
  );
}

export function RowMenuItem({
  icon: Icon,
  danger = false,
  onSelect,
  children,
}: {
  icon: LucideIcon;
  danger?: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <DropdownMenuItem onSelect={onSelect} danger={danger}>
      <Icon className={danger ? 'size-4' : 'size-4 text-brand-dark'} aria-hidden="true" />
      {children}
    </DropdownMenuItem>
  );
}
