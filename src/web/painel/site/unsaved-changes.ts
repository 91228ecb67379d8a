// What an editor page tells the shell about its forms: whether one holds edits not yet saved, so the
// shell can hold a navigation away from them. A page may have several forms ("Link do site" and
// "Senha do site"), each reporting for itself.
import { createContext, useContext, useEffect, useId } from 'react';
import { type Control, type FieldValues, useFormState } from 'react-hook-form';

/** Records whether the form `id` holds unsaved edits. */
export const UnsavedChangesContext = createContext<(id: string, unsaved: boolean) => void>(() => {});

/** Whether the form has edits not yet saved, reported to the shell while the form is shown. */
export function useUnsavedForm<Input extends FieldValues, Output>(
  control: Control<Input, unknown, Output>,
): boolean {
  const { isDirty } = useFormState({ control });
  const report = useContext(UnsavedChangesContext);
  const id = useId();
  useEffect(() => {
    report(id, isDirty);
    return () => report(id, false);
  }, [report, id, isDirty]);
  return isDirty;
}
