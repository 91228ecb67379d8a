// Failure toasts of the catalogue screens (SPEC 8): the action's title, the server's message below.
import { toast } from 'sonner';
import { catalogMessages } from '../../../shared/gift-catalog.ts';
import { errorMessage } from '../../lib/use-form-action.ts';

function toastFailure(title: string, err: unknown): string {
  const description = errorMessage(err, catalogMessages.unknownError);
  toast.error(title, { description });
  return description;
}

/** Waits for `action`; a failure toasts under `failureTitle` and still fails (the dialog shows it too). */
export async function orToastFailure<T>(action: Promise<T>, failureTitle: string): Promise<T> {
  try {
    return await action;
  } catch (err) {
    toastFailure(failureTitle, err);
    throw err;
  }
}
