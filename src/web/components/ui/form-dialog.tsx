// A dialog that holds one form: title, description, the fields, then "Cancelar" and the submit
// button. The dialog stays open while the form fails (the reason on its field or above the buttons)
// and closes when `onSubmit` resolves; while it saves, Escape, the overlay and the close button
// leave it open, so nobody walks away from a save that may still fail.
import { type ReactNode, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button } from './button.tsx';
import { Dialog, DialogClose, DialogContent } from './dialog.tsx';
import { Form, type FormProps, FormSubmit, useFormPending } from './form.tsx';

function CancelButton() {
  const pending = useFormPending();
  return (
    <DialogClose asChild>
      <Button variant="outline" size="lg" disabled={pending}>
        Cancelar
      </Button>
    </DialogClose>
  );
}

export function FormDialog<Input extends FieldValues, Output>({
  open = true,
  onClose,
  title,
  description,
  closeLabel = 'Cancelar e fechar',
  onSubmit,
  submitLabel,
  pendingLabel = 'Salvando...',
  submitDisabled,
  className,
  ...formProps
}: Omit<FormProps<Input, Output>, 'footer' | 'fieldsetClassName'> & {
  /** Open by default: a page mounts the dialog only while it is shown. */
  open?: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel?: string;
  /** Saves; the dialog closes when it resolves. */
  onSubmit: (values: Output) => Promise<unknown>;
  submitLabel: ReactNode;
  /** The submit button's text while it saves ("Salvando..." unless the action says otherwise). */
  pendingLabel?: string;
  /** Keeps the submit off while the form is not ready (a photo still uploading, say). */
  submitDisabled?: boolean;
  /** The dialog's classes (its width). */
  className?: string;
}) {
  const [saving, setSaving] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !saving && onClose()}>
      {open && (
        <DialogContent title={title} description={description} closeLabel={closeLabel} className={className}>
          <Form
            {...formProps}
            className="mt-5 grid gap-5"
            fieldsetClassName="grid gap-5"
            onSubmit={async (values) => {
              setSaving(true);
              try {
                await onSubmit(values);
                onClose();
              } finally {
                setSaving(false);
              }
            }}
            footer={
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <CancelButton />
                <FormSubmit pendingLabel={pendingLabel} disabled={submitDisabled} className="sm:w-auto">
                  {submitLabel}
                </FormSubmit>
              </div>
            }
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
