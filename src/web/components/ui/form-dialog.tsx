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
  errorId,
  className,
  summarize,
  failureTitle,
  quiet,
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
  errorId?: string;
  className?: string;
  /** See `Form`: one line for the whole form instead of a message under each field. */
  summarize?: boolean;
  /** See `Form`: the failure toast's title. */
  failureTitle?: string;
  /** See `Form`: an error about a field shows once, inline, and goes as the fields change. */
  quiet?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && (
        <DialogContent title={title} description={description} closeLabel={closeLabel} className={className}>
          <Form
            form={form}
            className="mt-5 grid gap-5"
            fieldsetClassName="grid gap-5"
            serverFields={serverFields}
            describeError={describeError}
            errorId={errorId}
            summarize={summarize}
            failureTitle={failureTitle}
            quiet={quiet}
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
        </DialogContent>
      )}
    </Dialog>
  );
}
