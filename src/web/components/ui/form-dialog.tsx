// A dialog that holds one form: title, description, the fields, then "Cancelar" and the submit
// button. The dialog stays open while the form fails (the reason on its field or above the buttons)
// and closes when `onSubmit` resolves.
import type { ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from './button.tsx';
import { Dialog, DialogClose, DialogContent } from './dialog.tsx';
import { Form, FormSubmit, useFormPending } from './form.tsx';

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
  open,
  onClose,
  title,
  description,
  closeLabel = 'Cancelar e fechar',
  form,
  onSubmit,
  serverFields,
  describeError,
  submitLabel,
  pendingLabel,
  submitDisabled,
  summarize,
  errorId,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel?: string;
  form: UseFormReturn<Input, unknown, Output>;
  /** Saves; the dialog closes when it resolves. */
  onSubmit: (values: Output) => Promise<unknown>;
  serverFields?: Partial<Record<string, FieldPath<Input>>>;
  describeError?: (err: unknown) => string;
  submitLabel: ReactNode;
  pendingLabel?: string;
  /** Keeps the submit off while the form is not ready (a photo still uploading, say). */
  submitDisabled?: boolean;
  /** The form's errors as one line above the buttons (see `Form`). */
  summarize?: boolean;
  errorId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && (
        <DialogContent title={title} description={description} closeLabel={closeLabel} className={className}>
          {/* The margin outside the form: `className` is both the form's and its fieldset's. */}
          <div className="mt-5">
            <Form
              form={form}
              className="grid gap-5"
              serverFields={serverFields}
              describeError={describeError}
              errorId={errorId}
              summarize={summarize}
              onSubmit={async (values) => {
                await onSubmit(values);
                onClose();
              }}
              footer={
                <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                  <CancelButton />
                  <FormSubmit pendingLabel={pendingLabel} disabled={submitDisabled} className="sm:w-auto">
                    {submitLabel}
                  </FormSubmit>
                </div>
              }
            >
              {children}
            </Form>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
