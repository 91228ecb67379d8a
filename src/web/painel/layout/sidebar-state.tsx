// Collapse state of the side panel (SPEC 2.6): kept 7 days in the `sidebar_state` cookie, toggled
// by Ctrl/Cmd+B; under 768 px the same shortcut opens and closes the phone sheet instead.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';

export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const MOBILE_QUERY = '(max-width: 767px)';

function readExpanded(): boolean {
  const match = document.cookie.match(/(?:^|;\s*)sidebar_state=(true|false)/);
  return match ? match[1] === 'true' : true;
}

function storeExpanded(expanded: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari; this is a UI preference, not a secret.
  document.cookie = `${SIDEBAR_COOKIE}=${expanded}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
}

interface SidebarState {
  expanded: boolean;
  toggle: () => void;
  /** Expands the panel (if collapsed) with one section open: the collapsed icons use it. */
  openSectionExpanded: (id: string) => void;
  openSection: string | null;
  setOpenSection: (id: string | null) => void;
  sheetOpen: boolean;
  setSheetOpen: (open: boolean) => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

export function useSidebar(): SidebarState {
  const value = useContext(SidebarContext);
  if (!value) throw new Error('useSidebar outside SidebarProvider');
  return value;
}

export function SidebarProvider({ children }: { children: ReactNode }) {
  const [expanded, setExpanded] = useState(readExpanded);
  const [openSection, setOpenSection] = useState<string | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const { pathname } = useLocation();

  const setAndStore = useCallback((next: boolean) => {
    setExpanded(next);
    storeExpanded(next);
  }, []);
  const toggle = useCallback(() => setAndStore(!expanded), [expanded, setAndStore]);
  const openSectionExpanded = useCallback(
    (id: string) => {
      setAndStore(true);
      setOpenSection(id);
    },
    [setAndStore],
  );

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() !== 'b' || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      event.preventDefault();
      if (window.matchMedia(MOBILE_QUERY).matches) setSheetOpen((open) => !open);
      else toggle();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  // A link followed from the sheet closes it; so does widening the window past the breakpoint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger.
  useEffect(() => setSheetOpen(false), [pathname]);
  useEffect(() => {
    const mobile = window.matchMedia(MOBILE_QUERY);
    const close = () => !mobile.matches && setSheetOpen(false);
    mobile.addEventListener('change', close);
    return () => mobile.removeEventListener('change', close);
  }, []);

  const value = useMemo(
    () => ({ expanded, toggle, openSectionExpanded, openSection, setOpenSection, sheetOpen, setSheetOpen }),
    [expanded, toggle, openSectionExpanded, openSection, sheetOpen],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}
