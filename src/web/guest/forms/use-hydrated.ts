// Whether the page's script has taken over: false on the server and while hydrating (so the markup
// matches), true right after. The no-JavaScript parts of a form show until then.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
