// The first tile of a list editor: a big dashed button that adds a gift.
import { Plus } from 'lucide-react';

export function AddGiftTile({ label, hint, onClick }: { label: string; hint: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex h-full min-h-52 w-full flex-col items-center justify-center gap-3 rounded-3xl border-2 border-dashed border-brand/50 bg-brand-soft/40 p-4 text-center transition-colors hover:border-brand-dark hover:bg-brand-soft"
    >
      <span
        className="grid size-12 place-items-center rounded-full bg-white text-brand-dark shadow-sm"
        aria-hidden="true"
      >
        <Plus className="size-6" />
      </span>
      <span className="font-semibold text-brand-dark">{label}</span>
      <span className="text-xs text-muted">{hint}</span>
    </button>
  );
}
