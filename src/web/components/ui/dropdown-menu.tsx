// A menu that drops from a button (Radix): aria-expanded, arrow keys, Escape and outside clicks.
import { DropdownMenu as Menu } from 'radix-ui';
import type { ComponentProps } from 'react';

export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;

export function DropdownMenuContent({
  className = '',
  align = 'start',
  sideOffset = 8,
  ...props
}: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content
        align={align}
        sideOffset={sideOffset}
        collisionPadding={8}
        className={`z-50 min-w-56 rounded-2xl border border-ink/5 bg-white p-2 shadow-xl shadow-ink/10 ${className}`}
        {...props}
      />
    </Menu.Portal>
  );
}

const dangerClass = 'text-danger data-highlighted:bg-danger-soft data-highlighted:text-danger-deep';

export function DropdownMenuItem({
  className = '',
  danger = false,
  ...props
}: ComponentProps<typeof Menu.Item> & {
  /** A destructive item (remove, sign out): in red, highlighted in red. */
  danger?: boolean;
}) {
  return (
    <Menu.Item
      className={`flex w-full cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-ink outline-none select-none data-disabled:pointer-events-none data-disabled:opacity-50 data-highlighted:bg-brand-soft data-highlighted:text-brand-dark ${danger ? dangerClass : ''} ${className}`}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className = '', ...props }: ComponentProps<typeof Menu.Label>) {
  return <Menu.Label className={`px-3 py-2 text-xs text-muted ${className}`} {...props} />;
}

export function DropdownMenuSeparator() {
  return <Menu.Separator className="my-1 h-px bg-ink/10" />;
}
