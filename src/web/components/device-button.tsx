// One size of a live preview (computer, tablet, phone) as a pressed-or-not pill button; the label
// shows from 640 px, the icon alone below.
import type { LucideIcon } from 'lucide-react';

export function DeviceButton({
  label,
  icon: Icon,
  pressed,
  onPress,
}: {
  label: string;
  icon: LucideIcon;
  pressed: boolean;
  onPress: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onPress}
      className={`flex h-9 items-center gap-1.5 rounded-full px-3 text-xs font-semibold transition-colors ${pressed ? 'bg-white text-brand-dark shadow-sm' : 'text-muted hover:text-ink'}`}
    >
      <Icon className="size-4" aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{label}</span>
    </button>
  );
}
