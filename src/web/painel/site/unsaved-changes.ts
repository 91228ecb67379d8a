// What an editor page tells the shell about its form: whether it holds edits not yet saved, so the
// shell can hold a navigation away from them.
import { createContext, useContext, useEffect } from 'react';

export const UnsavedChangesContext = createContext<(unsaved: boolean) => void>(() => {});

/** Reports `unsaved` to the editor's shell while the calling page is shown. */
export function useReportUnsaved(unsaved: boolean): void {
  const report = useContext(UnsavedChangesContext);
  useEffect(() => {
    report(unsaved);
    return () => report(false);
  }, [report, unsaved]);
}
