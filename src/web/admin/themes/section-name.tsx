// A theme section's name with inline rename (SPEC 2.8 and 5): the pencil opens a field; Enter or
// leaving the field confirms, Escape cancels, and an empty name is ignored (the old name stays).
import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Badge } from '../../components/ui/badge.tsx';

export function SectionName({
  name,
  isDefault,
  disabled,
  onRename,
}: {
  name: string;
  isDefault: boolean;
  disabled?: boolean;
  onRename: (name: string) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const pencil = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (draft === null && returnFocus.current) {
      returnFocus.current = false;
      pencil.current?.focus();
    }
  }, [draft]);

  function finish(confirm: boolean, refocus: boolean) {
    if (draft === null) return;
    const next = draft.trim();
    returnFocus.current = refocus;
    setDraft(null);
    if (confirm && next && next !== name) onRename(next);
  }

  if (draft !== null) {
    return (
      <input
        // biome-ignore lint/a11y/noAutofocus: the field replaces the pencil the admin just pressed.
        autoFocus
        value={draft}
        maxLength={60}
        aria-label={`Novo nome para ${name}`}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === 'Escape') {
            e.preventDefault();
            e.stopPropagation();
            finish(e.key === 'Enter', true);
          }
        }}
        onBlur={() => finish(true, false)}
        className="h-10 min-w-0 flex-1 rounded-lg border border-ink/15 bg-white px-3 text-base font-medium text-ink focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none"
      />
    );
  }

  return (
    <div className="flex min-w-0 flex-1 items-center gap-1.5">
      <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5">
        <span className="min-w-0 font-medium break-words text-ink">{name}</span>
        {isDefault && <Badge tone="neutral">Padrão</Badge>}
      </span>
      <button
        ref={pencil}
        type="button"
        onClick={() => setDraft(name)}
        disabled={disabled}
        aria-label={`Renomear ${name}`}
        title="Renomear"
        className="grid size-9 shrink-0 place-items-center rounded-full text-muted transition-colors hover:bg-brand-soft hover:text-brand-dark disabled:opacity-50"
      >
        <Pencil className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
