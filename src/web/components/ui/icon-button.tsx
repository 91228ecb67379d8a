// A button that shows only an icon (edit, remove, move, clear): its name, `label`, is what screen
// readers say; the look comes from the caller's classes.
import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';

export function IconButton({
  icon: Icon,
  label,
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> & {
  icon: LucideIcon;
  label: string;
}) {
  return (
    <button type="button" aria-label={label} {...props}>
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}
