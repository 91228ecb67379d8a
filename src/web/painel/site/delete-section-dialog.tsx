// "Excluir" of an added section, behind the spec's confirmation (SPEC 2.8).
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { siteTexts as t } from './site-texts.ts';

export function DeleteSectionDialog({
  title,
  disabled,
  onConfirm,
}: {
  title: string;
  disabled?: boolean;
  /** Deletes the section; a failure (thrown) stays in the dialog with the server's message. */
  onConfirm: () => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // Back to the trash button after "Cancelar" (the dialog is opened without a Radix trigger).
  const change = (next: boolean) => {
    setOpen(next);
    if (!next) requestAnimationFrame(() => trigger.current?.focus());
  };
  return (
    <>
      <button
        ref={trigger}
        type="button"
        disabled={disabled}
        onClick={() => setOpen(true)}
        aria-label={`Excluir ${title}`}
        title={t.delete}
        className="grid size-9 place-items-center rounded-full text-red-700/80 transition-colors hover:bg-red-50 hover:text-red-700 disabled:opacity-40"
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={change}
        title={t.deleteTitle}
        description={t.deleteText}
        confirmLabel={t.delete}
        onConfirm={onConfirm}
      />
    </>
  );
}
