// `ConfirmItemDialog` for an action that the toast then reports done ("Recado excluído"): the toast
// shows only once the server has answered, and a failure stays inside the dialog.
import type { ComponentProps } from 'react';
import { thenToast } from '../lib/then-toast.ts';
import { ConfirmItemDialog } from './ui/confirm-dialog.tsx';

export function ConfirmAndToastDialog<T>({
  onConfirm,
  done,
  ...dialog
}: Omit<ComponentProps<typeof ConfirmItemDialog<T>>, 'onConfirm'> & {
  onConfirm: (item: T) => Promise<unknown>;
  /** The toast's text, or how to tell it about the item. */
  done: string | ((item: T) => string);
}) {
  return <ConfirmItemDialog {...dialog} onConfirm={thenToast(onConfirm, done)} />;
}
