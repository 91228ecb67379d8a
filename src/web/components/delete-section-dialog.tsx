// "Excluir" of an added section or page, behind the spec's confirmation (SPEC 2.8).
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { sectionDeleteTexts as t } from '../../shared/messages.ts';
import { ConfirmDialog } from './ui/confirm-dialog.tsx';

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
        title={t.confirm}
        className="grid size-9 place-items-center rounded-full text-danger transition-colors hover:bg-danger-soft hover:text-danger disabled:opacity-40"
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={change}
        title={t.title}
        description={t.text}
        confirmLabel={t.confirm}
        onConfirm={onConfirm}
      />
    </>
  );
}
