// A theme section's name with inline rename (SPEC 2.8 and 5): the pencil opens a field; Enter or
// leaving the field confirms, Escape cancels, and an empty name is ignored (the old name stays).
import { useEffect, useRef, useState } from 'react';
import { SectionNameLabel } from '../../components/section-name-label.tsx';

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
    <SectionNameLabel
      name={name}
      isDefault={isDefault}
      pencil={{ ref: pencil, onClick: () => setDraft(name), disabled }}
    />
  );
}
