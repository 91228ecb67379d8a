// What the server hands a page it renders to HTML (the public host): the settings, the marketing
// content, the address it was asked for, the published themes where the page shows them, and a place
// to leave the page's title. In the browser there
// is no provider and each reader falls back to what the server inlined or to `window.location`.
import { createContext, type ReactNode, useContext } from 'react';
import type { MarketingContent } from '../../shared/marketing-content.ts';
import type { PublicSettings } from '../../shared/settings.ts';
import type { ThemeOption } from './use-themes.ts';

export interface ServerPageData {
  settings: PublicSettings;
  content: MarketingContent;
  /** `https:` and `nossosim.com.br`, as the request named them. */
  location: { protocol: string; host: string };
  /** The published themes, on the page that shows them (`/site-de-casamento`). */
  themes?: ThemeOption[];
  /** Filled while rendering by `usePageTitle`. */
  head: { title?: string };
}

const Context = createContext<ServerPageData | undefined>(undefined);

export function ServerPageDataProvider({ value, children }: { value: ServerPageData; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useServerPageData(): ServerPageData | undefined {
  return useContext(Context);
}
