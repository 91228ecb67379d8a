// Under 768 px a signed-in host's menu is a sheet opened by the header's "Abrir menu" button.
import { Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { Dialog, DialogTrigger, SheetContent } from '../ui/dialog.tsx';

export function MenuSheet({
  title,
  open,
  onOpenChange,
  children,
}: {
  /** The sheet's accessible title ("Menu do painel"). */
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger
        aria-label="Abrir menu"
        className="grid size-11 shrink-0 place-items-center rounded-full text-ink transition-colors hover:bg-brand-soft md:hidden"
      >
        <Menu className="size-6" aria-hidden="true" />
      </DialogTrigger>
      <SheetContent title={title} closeLabel="Fechar menu">
        {children}
      </SheetContent>
    </Dialog>
  );
}
