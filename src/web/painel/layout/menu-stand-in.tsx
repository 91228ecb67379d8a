// The panel's menus (the user's, "Lista de Presentes", "Compartilhar") load Radix's menu and its
// positioning on first use (lib/use-load-on-intent.ts): the dashboard's first screen ships neither.
import type { ReactNode } from 'react';
import type { LoadOnIntent } from '../../lib/use-load-on-intent.ts';

export const loadDropdownMenu = () => import('../../components/ui/dropdown-menu.tsx');

/** A menu's button until its menu has loaded: it looks and reads as the closed menu's trigger. */
export function MenuStandIn({
  className,
  disabled,
  intent,
  children,
}: {
  className: string;
  disabled?: boolean;
  intent: LoadOnIntent<unknown>['intent'];
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      disabled={disabled}
      className={className}
      {...intent}
    >
      {children}
    </button>
  );
}
