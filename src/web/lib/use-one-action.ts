// One action at a time from a row's buttons or a switch: presses while it runs are ignored, the
// caller knows which one runs, and the outcome is a toast (the server's pt-BR message on failure).
import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from './use-form-action.ts';

/** `run(key, action, success)` marks `key` as pending while `action` runs; `success` words its toast. */
export function useOneAction<Key = true>() {
  const busy = useRef(false);
  const [pending, setPending] = useState<Key | null>(null);
  const run = useCallback(async <R>(key: Key, action: () => Promise<R>, success?: (result: R) => string) => {
    if (busy.current) return;
    busy.current = true;
    setPending(key);
    try {
      const result = await action();
      if (success) toast.success(success(result));
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      busy.current = false;
      setPending(null);
    }
  }, []);
  return { pending, run };
}
