// A write that says it is done: the action runs, and only once it has succeeded does the success
// toast show ("Alterações salvas"); a failure goes on to whoever runs it (the form, the dialog).
import { toast } from 'sonner';

/** `action`, followed by a toast with `done` (or with what `done` says of the action's arguments). */
export function thenToast<Args extends unknown[]>(
  action: (...args: Args) => Promise<unknown>,
  done: string | ((...args: Args) => string),
): (...args: Args) => Promise<void> {
  return async (...args) => {
    await action(...args);
    toast.success(typeof done === 'string' ? done : done(...args));
  };
}
