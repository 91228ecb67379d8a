// One submit at a time: locks the form while an action runs, ignores double submits and shows
// any failure both inline and as a toast, with the server's pt-BR message when there is one.
import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import { authMessages } from '../../shared/auth/messages.ts';
import { ApiError } from './api.ts';

/** Returned by an action that is leaving the page: the form stays locked until it is gone. */
export const LEAVING = 'leaving' as const;

export function errorMessage(err: unknown, fallback: string = authMessages.unexpected): string {
  return err instanceof ApiError ? err.message : fallback;
}

export function useFormAction({
  failureTitle,
}: {
  /** The failure toast's title, with the message below it (default: the message alone). */
  failureTitle?: string;
} = {}) {
  const busy = useRef(false);
  const errorToast = useRef<string | number | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // One error toast per form: a new attempt or a new error replaces the old one.
  const dismissError = useCallback(() => {
    if (errorToast.current !== null) toast.dismiss(errorToast.current);
    errorToast.current = null;
  }, []);

  const fail = useCallback(
    (message: string) => {
      dismissError();
      setError(message);
      errorToast.current = failureTitle
        ? toast.error(failureTitle, { description: message })
        : toast.error(message);
    },
    [dismissError, failureTitle],
  );

  const run = useCallback(
    async (action: () => Promise<unknown>, describe: (err: unknown) => string = errorMessage) => {
      if (busy.current) return;
      busy.current = true;
      dismissError();
      setPending(true);
      setError(null);
      let leaving = false;
      try {
        leaving = (await action()) === LEAVING;
      } catch (err) {
        fail(describe(err));
      } finally {
        if (!leaving) {
          busy.current = false;
          setPending(false);
        }
      }
    },
    [fail, dismissError],
  );

  return { pending, error, fail, clearError: useCallback(() => setError(null), []), run };
}

export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
