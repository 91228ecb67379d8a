// A short text label shown beside an icon-only control on hover and keyboard focus (Radix Tooltip).
// The control still needs its own aria-label; the tooltip is for sighted users.
import { Tooltip as Primitive } from 'radix-ui';
import type { ReactNode } from 'react';

export const TooltipProvider = Primitive.Provider;

export function Tooltip({
  label,
  side = 'right',
  children,
}: {
  label: string;
  side?: 'top' | 'right' | 'bottom' | 'left';
  children: ReactNode;
}) {
  return (
    <Primitive.Root>
      <Primitive.Trigger asChild>{children}</Primitive.Trigger>
      <Primitive.Portal>
        <Primitive.Content
          side={side}
          sideOffset={8}
          aria-hidden="true"
          className="z-50 rounded-lg bg-ink px-2.5 py-1.5 text-xs font-medium text-white shadow-lg"
        >
          {label}
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
