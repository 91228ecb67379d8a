// Asked when a link would leave an editor page with unsaved edits: stay (the default, focused
// first) or leave and lose them. `UnsavedChangesGuard` collects what the page's forms report.
import { type ReactNode, useCallback, useState } from 'react';
import type { Blocker } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { useLeaveGuard } from '../../lib/use-leave-guard.ts';
import { siteTexts as t } from './site-texts.ts';
import { UnsavedChangesContext } from './unsaved-changes.ts';

export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const blocked = blocker.state === 'blocked';
  return (
    <Dialog open={blocked} onOpenChange={(open) => !open && blocked && blocker.reset()}>
      <DialogContent title={t.leaveTitle} description={t.leaveDescription}>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-end">
          <Button onClick={() => blocked && blocker.reset()}>{t.leaveStay}</Button>
          <Button variant="outline" onClick={() => blocked && blocker.proceed()}>
            {t.leaveAnyway}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** Leaving (a tab, a link, closing the tab) asks first while any form inside has unsaved edits. */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const [unsaved, setUnsaved] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback(
    (id: string, dirty: boolean) =>
      setUnsaved((ids) => {
        if (ids.has(id) === dirty) return ids;
        const next = new Set(ids);
        if (dirty) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const blocker = useLeaveGuard(unsaved.size > 0);
  return (
    <UnsavedChangesContext.Provider value={report}>
      {children}
      <LeaveDialog blocker={blocker} />
    </UnsavedChangesContext.Provider>
  );
}
