// "Are you sure?" before a destructive action: the confirm button locks while the action runs,
// a failure stays inside the dialog with the server's message, and success closes it.
import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFormAction } from '../../lib/use-form-action.ts';
import { Button } from './button.tsx';
import { Dialog, DialogClose, DialogContent } from './dialog.tsx';
import { FormError } from './form-error.tsx';

export const dangerButtonClass =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full bg-danger px-6 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-danger-deep disabled:cursor-not-allowed disabled:opacity-60';

/** "Cancelar" (closes the dialog) beside the dialog's action (a red button here), which phones show on top. */
export function DialogActions({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="outline" disabled={pending}>
          Cancelar
        </Button>
      </DialogClose>
      {children}
    </div>
  );
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel = 'Excluindo...',
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  onConfirm: () => Promise<void>;
}) {
  const { pending, error, clearError, run } = useFormAction();

  function change(next: boolean) {
    if (pending) return;
    if (!next) clearError();
    onOpenChange(next);
  }

  function confirm() {
    void run(async () => {
      await onConfirm();
      clearError();
      onOpenChange(false);
    });
  }

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent title={title} description={description} closeLabel="Cancelar e fechar">
        <div className="mt-6 grid gap-5" aria-busy={pending}>
          <FormError message={error} />
          <DialogActions pending={pending}>
            <button type="button" className={dangerButtonClass} disabled={pending} onClick={confirm}>
              {pending && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
              {pending ? pendingLabel : confirmLabel}
            </button>
          </DialogActions>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** `ConfirmDialog` for one item of a list: open while `item` is set, and `onConfirm` gets the item. */
export function ConfirmItemDialog<T>({
  item,
  onClose,
  describe,
  onConfirm,
  ...texts
}: {
  item: T | null;
  onClose: () => void;
  title: ReactNode;
  describe: (item: T) => ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  onConfirm: (item: T) => Promise<void>;
}) {
  return (
    <ConfirmDialog
      {...texts}
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      description={item === null ? undefined : describe(item)}
      onConfirm={async () => {
        if (item !== null) await onConfirm(item);
      }}
    />
  );
}
