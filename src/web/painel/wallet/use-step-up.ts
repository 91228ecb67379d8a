// Runs a money action; when the server answers 428 STEP_UP_REQUIRED, asks "Confirme sua senha"
// and runs the action again once the holder is confirmed (closing the dialog gives up).
import { useCallback, useRef, useState } from 'react';
import { stepUpMessages } from '../../../shared/auth/step-up.ts';
import { ApiError } from '../../lib/api.ts';

interface Waiting {
  retry: () => void;
  giveUp: () => void;
}

export function useStepUp() {
  const waiting = useRef<Waiting | null>(null);
  const [open, setOpen] = useState(false);

  const guarded = useCallback(async <T>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (err) {
      if (!(err instanceof ApiError && err.code === 'STEP_UP_REQUIRED')) throw err;
      return new Promise<T>((resolve, reject) => {
        waiting.current = {
          retry: () => void action().then(resolve, reject),
          giveUp: () => reject(new ApiError(428, 'STEP_UP_REQUIRED', stepUpMessages.required)),
        };
        setOpen(true);
      });
    }
  }, []);

  const settle = useCallback((confirmed: boolean) => {
    const w = waiting.current;
    waiting.current = null;
    setOpen(false);
    if (confirmed) w?.retry();
    else w?.giveUp();
  }, []);

  return {
    guarded,
    dialog: { open, onConfirmed: () => settle(true), onCancel: () => settle(false) },
  };
}
