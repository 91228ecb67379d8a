// An action on one row of a back-office list at a time ("Tentar de novo", "Liberar"): every row's
// button is disabled while it runs, the running one is marked busy, and a failure is a toast.
import { useState } from 'react';
import { toast } from 'sonner';

/**
 * `busy` holds the row's id while `action` runs, and a second click meanwhile does nothing. A
 * failure shows as a toast, `failure` giving its title and description. Rows that are not ids
 * themselves name theirs with `idOf`.
 */
export function useRowAction<Row = string>(
  action: (row: Row) => Promise<void>,
  failure: (err: unknown) => [title: string, description?: string],
  idOf: (row: Row) => string = String,
) {
  const [busy, setBusy] = useState<string | null>(null);
  async function run(row: Row) {
    if (busy) return;
    setBusy(idOf(row));
    try {
      await action(row);
    } catch (err) {
      const [title, description] = failure(err);
      toast.error(title, { description });
    } finally {
      setBusy(null);
    }
  }
  return { busy, run };
}

/** The state of a row's button while a row action runs: every row's disabled, the running one busy. */
export function rowButton(busy: string | null, id: string) {
  return { disabled: busy !== null, 'aria-busy': busy === id || undefined };
}
