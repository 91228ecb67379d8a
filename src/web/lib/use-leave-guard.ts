// Guards unsaved edits: the browser asks before closing or reloading the tab, and (for pages inside
// the router) an in-app link is held until the person chooses to stay or to leave.
import { useEffect } from 'react';
import { type Blocker, useBlocker } from 'react-router';

/** While `active`, closing or reloading the tab makes the browser ask first. */
export function useUnloadWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}

/**
 * While `active`, the tab's close asks (as `useUnloadWarning`) and an in-app navigation to another
 * page is blocked: show a choice while `state === 'blocked'`, then `proceed()` or `reset()`.
 */
export function useLeaveGuard(active: boolean): Blocker {
  useUnloadWarning(active);
  return useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );
}
