// The picture of a category's icon (SPEC 3's list: Home, Heart, Gift...), or a dash for none.
import {
  Book,
  Camera,
  Car,
  Coffee,
  Gift,
  Heart,
  House,
  type LucideIcon,
  Music,
  Plane,
  Star,
} from 'lucide-react';
import type { CategoryIcon as IconName } from '../../../shared/gift-catalog.ts';

const icons: Record<IconName, LucideIcon> = {
  Home: House,
  Heart,
  Gift,
  Car,
  Plane,
  Coffee,
  Camera,
  Music,
  Book,
  Star,
};

export function CategoryIcon({ name, label }: { name: IconName | null; label?: string }) {
  if (!name) {
    return (
      <span className="text-muted">
        <span aria-hidden="true">—</span>
        <span className="sr-only">Sem ícone</span>
      </span>
    );
  }
  const Icon = icons[name];
  return (
    <span className="grid size-10 place-items-center rounded-2xl bg-brand-soft text-brand-dark" title={label}>
      <Icon className="size-5" aria-hidden="true" />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
