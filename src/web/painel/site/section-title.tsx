// A section's name with inline rename (SPEC 2.8): the pencil opens a field; Enter or leaving the
// field confirms, Escape cancels; an empty name is refused.
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { siteMessages } from '../../../shared/site-editor.ts';
import { SectionNameLabel } from '../../components/section-name-label.tsx';

export function SectionTitle({
  title,
  isDefault,
  disabled,
  onRename,
}: {
  title: string;
  isDefault: boolean;
  disabled?: boolean;
  /** Saves the new name; resolves false when the save failed (the field stays open). */
  onRename: (title: string) => Promise<boolean>;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(title);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const settled = useRef(false);
  const pencil = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const errorId = useId();

  useEffect(() => {
    if (wasEditing.current && !editing) pencil.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  function open() {
    settled.current = false;
    setDraft(title);
    setError(null);
    setEditing(true);
  }

  function close() {
    settled.current = true;
    setEditing(false);
    setError(null);
  }

  async function confirm(from: 'enter' | 'blur') {
    if (settled.current || saving) return;
    const next = draft.trim();
    if (!next) {
      toast.error(siteMessages.renameEmpty);
      if (from === 'blur') return close();
      setError(siteMessages.renameEmpty);
      return;
    }
    if (next === title) return close();
    settled.current = true;
    setSaving(true);
    const ok = await onRename(next);
    setSaving(false);
    if (ok) setEditing(false);
    else settled.current = false;
  }

  if (editing) {
    return (
      <div className="min-w-0 flex-1">
        <input
          // biome-ignore lint/a11y/noAutofocus: the field replaces the pencil the couple just pressed.
          autoFocus
          value={draft}
          maxLength={60}
          disabled={saving}
          aria-label={`Novo nome para ${title}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void confirm('enter');
            } else if (e.key === 'Escape') {
              e.preventDefault();
              e.stopPropagation();
              close();
            }
          }}
          onBlur={() => void confirm('blur')}
          className={`h-10 w-full rounded-lg border bg-white px-3 text-base font-medium text-ink focus:border-brand-dark focus:ring-2 focus:ring-brand-dark/35 focus:outline-none ${error ? 'border-danger' : 'border-field'}`}
        />
        {error && (
          <p id={errorId} role="alert" className="mt-1 text-xs font-medium text-danger">
            {error}
          </p>
        )}
      </div>
    );
  }

  return (
    <SectionNameLabel name={title} isDefault={isDefault} pencil={{ ref: pencil, onClick: open, disabled }} />
  );
}
