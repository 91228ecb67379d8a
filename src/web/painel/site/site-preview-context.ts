// What an editor page tells the preview beside it: reload after a save, or show unsaved colours
// and fonts at once (CSS variables set on the preview's document, same origin).
import { createContext, useContext } from 'react';

export type DraftVariables = Record<string, string>;

export interface SitePreviewControls {
  refresh: () => void;
  setDraft: (variables: DraftVariables | null) => void;
}

export const SitePreviewContext = createContext<SitePreviewControls>({
  refresh: () => {},
  setDraft: () => {},
});

export function useSitePreview(): SitePreviewControls {
  return useContext(SitePreviewContext);
}
