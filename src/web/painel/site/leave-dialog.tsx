// Asked when a link would leave an editor page with unsaved edits: stay (the default, focused
// first) or leave and lose them.
import type { Blocker } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { siteTexts as t } from './site-texts.ts';

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
